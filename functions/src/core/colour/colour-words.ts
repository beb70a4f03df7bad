import { hexToRgb } from './colour-math.js';

/** Hue names by the hue (degrees) where each begins, in order round the wheel. */
const HUES: [number, string][] = [
  [0, 'red'],
  [15, 'orange'],
  [45, 'yellow'],
  [70, 'green'],
  [160, 'cyan'],
  [195, 'blue'],
  [255, 'purple'],
  [290, 'pink'],
  [345, 'red'],
];

/**
 * A colour in the words a person (or an image model) reads: a hue name, darkened or lightened
 * ("dark blue", "light pink"), or black, white and greys where there is little colour.
 */
export function colourInWords(hex: string): string {
  const { red, green, blue } = hexToRgb(hex);
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const high = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  const lightness = (high + low) / 2;
  const chroma = high - low;
  if (chroma < 0.12) {
    if (lightness < 0.15) return 'black';
    if (lightness > 0.9) return 'white';
    return lightness < 0.4 ? 'dark grey' : lightness > 0.7 ? 'light grey' : 'grey';
  }
  const sector =
    high === r
      ? ((g - b) / chroma + 6) % 6
      : high === g
        ? (b - r) / chroma + 2
        : (r - g) / chroma + 4;
  const hue = sector * 60;
  const name = HUES.filter(([start]) => hue >= start).at(-1)?.[1] ?? 'red';
  const shade = lightness < 0.3 ? 'dark ' : lightness > 0.75 ? 'light ' : '';
  return `${shade}${name}`;
}
