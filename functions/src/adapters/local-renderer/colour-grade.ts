import type { Mood } from '@thumbforge/contract';
import { luma } from '../../core/colour/colour-math.js';

/** A colour grade, applied in one pass over the pixels. Neutral values change nothing. */
export interface ColourGrade {
  /** Added to every channel before the tone curve (-255 to 255). */
  exposure: number;
  /** Below 1 lifts the shadows, above 1 deepens them. */
  gamma: number;
  /** Spread around mid grey: above 1 is punchier. */
  contrast: number;
  /** 0 is black and white, 1 unchanged, above 1 more colourful. */
  saturation: number;
  /** Positive shifts towards orange, negative towards blue. */
  warmth: number;
  /** Added to red, green and blue: a colour cast. */
  tint: readonly [number, number, number];
  /** Teal shadows and orange highlights, 0 to 1. */
  splitTone: number;
  /** How much the corners darken, 0 to 1. */
  vignette: number;
}

export const NEUTRAL_GRADE: ColourGrade = {
  exposure: 0,
  gamma: 1,
  contrast: 1,
  saturation: 1,
  warmth: 0,
  tint: [0, 0, 0],
  splitTone: 0,
  vignette: 0,
};

const grade = (changes: Partial<ColourGrade>): ColourGrade => ({ ...NEUTRAL_GRADE, ...changes });

/** Each mood looks different: measurable in brightness, colourfulness and warmth. */
export const MOOD_GRADES: Record<Mood, ColourGrade> = {
  exciting: grade({
    exposure: 6,
    gamma: 0.95,
    contrast: 1.22,
    saturation: 1.4,
    warmth: 14,
    splitTone: 0.15,
    vignette: 0.35,
  }),
  happy: grade({
    exposure: 16,
    gamma: 0.85,
    contrast: 1.06,
    saturation: 1.25,
    warmth: 12,
    tint: [6, 4, 0],
    vignette: 0.05,
  }),
  dramatic: grade({
    exposure: -24,
    gamma: 1.15,
    contrast: 1.38,
    saturation: 0.9,
    splitTone: 0.8,
    vignette: 0.7,
  }),
  professional: grade({
    exposure: 6,
    gamma: 0.95,
    contrast: 1.06,
    saturation: 0.78,
    warmth: -8,
    tint: [0, 2, 6],
    vignette: 0.12,
  }),
  fun: grade({
    exposure: 12,
    gamma: 0.9,
    contrast: 1.1,
    saturation: 1.55,
    warmth: 4,
    tint: [16, -6, 18],
  }),
  serious: grade({
    exposure: -18,
    gamma: 1.08,
    contrast: 1.12,
    saturation: 0.4,
    warmth: -14,
    tint: [0, 2, 6],
    vignette: 0.45,
  }),
};

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

/** Grades RGBA pixels in place: cast, tone curve, saturation, split toning, vignette. */
export function applyColourGrade(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  colourGrade: ColourGrade,
): void {
  const { exposure, gamma, contrast, saturation, warmth, tint, splitTone, vignette } = colourGrade;
  const curve = new Float32Array(256);
  for (let v = 0; v < 256; v += 1) {
    const exposed = clampByte(v + exposure) / 255;
    curve[v] = clampByte((Math.pow(exposed, gamma) * 255 - 128) * contrast + 128);
  }
  const addRed = warmth + tint[0];
  const addGreen = warmth * 0.25 + tint[1];
  const addBlue = -warmth + tint[2];
  const split = splitTone * 34;
  const centreX = width / 2;
  const centreY = height / 2;
  const reach = 1 / (centreX * centreX + centreY * centreY);

  for (let y = 0; y < height; y += 1) {
    const dy = (y - centreY) * (y - centreY);
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      let red = curve[clampByte((rgba[i] as number) + addRed) | 0] as number;
      let green = curve[clampByte((rgba[i + 1] as number) + addGreen) | 0] as number;
      let blue = curve[clampByte((rgba[i + 2] as number) + addBlue) | 0] as number;
      const grey = luma(red, green, blue);
      red = grey + (red - grey) * saturation;
      green = grey + (green - grey) * saturation;
      blue = grey + (blue - grey) * saturation;
      if (split > 0) {
        const light = grey / 255;
        const shade = 1 - light;
        red += split * (light - shade * 0.8);
        green += split * (light * 0.35 + shade * 0.25);
        blue += split * (shade - light * 0.9);
      }
      if (vignette > 0) {
        const distance = ((x - centreX) * (x - centreX) + dy) * reach;
        const edge = distance < 0.25 ? 0 : (distance - 0.25) / 0.75;
        const keep = 1 - vignette * edge * edge * 0.9;
        red *= keep;
        green *= keep;
        blue *= keep;
      }
      rgba[i] = red;
      rgba[i + 1] = green;
      rgba[i + 2] = blue;
    }
  }
}
