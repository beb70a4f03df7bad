/** The colour arithmetic of the whole server: hex colours as the palettes and prompts name them. */

/** An sRGB colour, each channel 0 to 255. */
export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255 };
}

/** Perceived brightness (Rec. 601 luma), 0 (black) to 255 (white): cheap enough per pixel. */
export function luma(red: number, green: number, blue: number): number {
  return 0.299 * red + 0.587 * green + 0.114 * blue;
}

export function hexLuma(hex: string): number {
  const { red, green, blue } = hexToRgb(hex);
  return luma(red, green, blue);
}

/** The colour with every channel times `factor` (below 1 darkens), as hex. */
export function scaleHex(hex: string, factor: number): string {
  const { red, green, blue } = hexToRgb(hex);
  const channel = (value: number) =>
    Math.round(value * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** HSV saturation of a colour's channels, 0 (grey) to 1 (pure hue). */
export function saturation(red: number, green: number, blue: number): number {
  const high = Math.max(red, green, blue);
  return high === 0 ? 0 : (high - Math.min(red, green, blue)) / high;
}

/** The colour see-through by `alpha` (0 to 1), as a CSS colour. */
export function withAlpha(hex: string, alpha: number): string {
  const { red, green, blue } = hexToRgb(hex);
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ red, green, blue }: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two relative luminances, 1 (same) to 21 (black on white). */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG contrast ratio, 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  return luminanceContrast(relativeLuminance(a), relativeLuminance(b));
}
