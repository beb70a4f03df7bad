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

/** Below this mean luma (of 255) a cut-out subject reads murky in the feed. */
const DIM_SUBJECT = 110;
/** The most a dim subject's exposure is lifted, so a night shot is not turned to day. */
const MAX_LIFT = 28;

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

/** A grade made ready for the pixel loop: its tone curve and its per-channel casts. */
interface PreparedGrade {
  curve: Float32Array;
  add: readonly [number, number, number];
  saturation: number;
  split: number;
  vignette: number;
}

function prepared(colourGrade: ColourGrade): PreparedGrade {
  const { exposure, gamma, contrast, saturation, warmth, tint, splitTone, vignette } = colourGrade;
  const curve = new Float32Array(256);
  for (let v = 0; v < 256; v += 1) {
    const exposed = clampByte(v + exposure) / 255;
    curve[v] = clampByte((Math.pow(exposed, gamma) * 255 - 128) * contrast + 128);
  }
  return {
    curve,
    add: [warmth + tint[0], warmth * 0.25 + tint[1], -warmth + tint[2]],
    saturation,
    split: splitTone * 34,
    vignette,
  };
}

/** One pixel graded into `out`; `edge` is its distance from the centre, 0 to 1 at the corners. */
function gradePixel(
  grade: PreparedGrade,
  rgba: Uint8ClampedArray,
  i: number,
  edge: number,
  out: Float32Array,
): void {
  const { curve, add, saturation, split, vignette } = grade;
  let red = curve[clampByte((rgba[i] as number) + add[0]) | 0] as number;
  let green = curve[clampByte((rgba[i + 1] as number) + add[1]) | 0] as number;
  let blue = curve[clampByte((rgba[i + 2] as number) + add[2]) | 0] as number;
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
  const keep = vignette > 0 ? 1 - vignette * edge * edge * 0.9 : 1;
  out[0] = red * keep;
  out[1] = green * keep;
  out[2] = blue * keep;
}

/**
 * The grade a cut-out subject takes under a mood's: a creator's face stays true to life and
 * bright whatever the scene does (a "dramatic" scene darkens, a "fun" one casts magenta, and a
 * face graded so reads murky or sunburnt), so the subject keeps only a share of the mood's cast
 * and never its darkening, and a dim subject is lifted towards a face that reads in the feed.
 */
export function subjectGrade(mood: ColourGrade, subjectLuma: number): ColourGrade {
  const lift = subjectLuma < DIM_SUBJECT ? Math.min(MAX_LIFT, DIM_SUBJECT - subjectLuma) : 0;
  return {
    exposure: Math.max(0, mood.exposure) * 0.5 + lift,
    gamma: Math.min(1, mood.gamma),
    contrast: Math.max(1.04, 1 + (mood.contrast - 1) * 0.5),
    saturation: Math.min(1.2, Math.max(0.95, 1 + (mood.saturation - 1) * 0.4)),
    warmth: mood.warmth * 0.4,
    tint: [mood.tint[0] * 0.25, mood.tint[1] * 0.25, mood.tint[2] * 0.25],
    splitTone: mood.splitTone * 0.25,
    vignette: mood.vignette * 0.5,
  };
}

/** The subject's mean luma, weighted by how much of each pixel it covers (0 with no subject). */
export function subjectLuma(rgba: Uint8ClampedArray, cover: Uint8ClampedArray): number {
  let sum = 0;
  let weight = 0;
  // Every fourth pixel: the mean of a subject hundreds of pixels wide needs no more.
  for (let i = 0; i < rgba.length; i += 16) {
    const alpha = cover[i + 3] as number;
    if (alpha === 0) continue;
    sum += alpha * luma(rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number);
    weight += alpha;
  }
  return weight === 0 ? 0 : sum / weight;
}

/** The cut-out subject's share of a frame, graded its own way (`cover`: its RGBA, frame-sized). */
export interface SubjectCover {
  cover: Uint8ClampedArray;
  grade: ColourGrade;
}

/**
 * Grades RGBA pixels in place: cast, tone curve, saturation, split toning, vignette. Where a
 * subject covers the frame, its pixels take its own grade in the share it covers them.
 */
export function applyColourGrade(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  colourGrade: ColourGrade,
  subject?: SubjectCover,
): void {
  const scene = prepared(colourGrade);
  const own = subject && prepared(subject.grade);
  const graded = new Float32Array(3);
  const kept = new Float32Array(3);
  const centreX = width / 2;
  const centreY = height / 2;
  const reach = 1 / (centreX * centreX + centreY * centreY);

  for (let y = 0; y < height; y += 1) {
    const dy = (y - centreY) * (y - centreY);
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const distance = ((x - centreX) * (x - centreX) + dy) * reach;
      const edge = distance < 0.25 ? 0 : (distance - 0.25) / 0.75;
      gradePixel(scene, rgba, i, edge, graded);
      const cover = own ? (subject.cover[i + 3] as number) / 255 : 0;
      if (own && cover > 0) {
        gradePixel(own, rgba, i, edge, kept);
        for (let channel = 0; channel < 3; channel += 1) {
          graded[channel] =
            (graded[channel] as number) * (1 - cover) + (kept[channel] as number) * cover;
        }
      }
      rgba[i] = graded[0] as number;
      rgba[i + 1] = graded[1] as number;
      rgba[i + 2] = graded[2] as number;
    }
  }
}
