import { hexToRgb } from './colour-math.js';

/*
 * The strong colour of a part of a picture (a red cup, an orange suit), as a hue: what a
 * background or a title must not repeat, or the subject sinks into it.
 */

/**
 * A pixel whose brightest and dimmest channels are this far apart shows its hue strongly: a red
 * cup, an orange suit, a yellow wall; skin (even tanned or dark, strongly saturated as it is),
 * pastels and greys do not.
 */
const VIVID_CHROMA = 140;

export interface VividHue {
  /** Degrees, 0 to 360: the mean hue of the vivid pixels. */
  hue: number;
  /** The share of the pixels looked at that are vivid. */
  share: number;
  /** Their mean colour, as hex. */
  colour: string;
}

/** A colour's hue in degrees, 0 (red) through 120 (green) and 240 (blue) to 360. */
export function hueOf(red: number, green: number, blue: number): number {
  const high = Math.max(red, green, blue);
  const spread = high - Math.min(red, green, blue);
  if (spread === 0) return 0;
  const sector =
    high === red
      ? ((green - blue) / spread + 6) % 6
      : high === green
        ? (blue - red) / spread + 2
        : (red - green) / spread + 4;
  return sector * 60;
}

/** How far apart two hues are round the colour wheel, 0 to 180 degrees. */
export function hueDistance(a: number, b: number): number {
  const apart = Math.abs(a - b) % 360;
  return apart > 180 ? 360 - apart : apart;
}

function isVivid(red: number, green: number, blue: number, chroma = VIVID_CHROMA): boolean {
  return Math.max(red, green, blue) - Math.min(red, green, blue) >= chroma;
}

/** A hex colour's hue, or null for one too grey or dark to show one. */
export function vividHueOfHex(hex: string): number | null {
  const { red, green, blue } = hexToRgb(hex);
  return isVivid(red, green, blue) ? hueOf(red, green, blue) : null;
}

/**
 * The vivid hue of the pixels of `rgba` that `counts` (by pixel index), with the share of them
 * that show it; null when none counts or none is vivid. Hues are averaged round the wheel, so
 * reds either side of 0 degrees average to red. `chroma` sets how strong a colour counts.
 */
export function vividHue(
  rgba: Uint8Array | Uint8ClampedArray,
  counts: (pixel: number) => boolean,
  chroma = VIVID_CHROMA,
): VividHue | null {
  let looked = 0;
  let vivid = 0;
  let x = 0;
  let y = 0;
  const sum = [0, 0, 0];
  for (let pixel = 0; pixel < rgba.length / 4; pixel += 1) {
    if (!counts(pixel)) continue;
    looked += 1;
    const red = rgba[pixel * 4] as number;
    const green = rgba[pixel * 4 + 1] as number;
    const blue = rgba[pixel * 4 + 2] as number;
    if (!isVivid(red, green, blue, chroma)) continue;
    vivid += 1;
    sum[0]! += red;
    sum[1]! += green;
    sum[2]! += blue;
    const angle = (hueOf(red, green, blue) * Math.PI) / 180;
    x += Math.cos(angle);
    y += Math.sin(angle);
  }
  if (vivid === 0) return null;
  const hue = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  const hex = sum.map((total) =>
    Math.round(total / vivid)
      .toString(16)
      .padStart(2, '0'),
  );
  return { hue, share: vivid / looked, colour: `#${hex.join('')}` };
}

/** The colour with its hue turned by `degrees`, lightness and saturation kept, as hex. */
export function turnHue(hex: string, degrees: number): string {
  const { red, green, blue } = hexToRgb(hex);
  const high = Math.max(red, green, blue);
  const low = Math.min(red, green, blue);
  const hue = (hueOf(red, green, blue) + degrees + 360) % 360;
  const channel = (offset: number) => {
    const k = (offset + hue / 60) % 6;
    const value = high - (high - low) * Math.max(0, Math.min(k, 4 - k, 1));
    return Math.round(value).toString(16).padStart(2, '0');
  };
  return `#${channel(5)}${channel(3)}${channel(1)}`;
}
