import { luminanceContrast, relativeLuminance } from '../colour/colour-math.js';
import { hueDistance, vividHue } from '../colour/vivid-hue.js';
import { inBox, lumaAt, type Measured } from './frame.js';

/** The outline is judged in cells of this share of the frame's height. */
const CELL = 1 / 12;
/** Each side of the outline needs this share of a cell to be compared. */
const SIDE_SHARE = 0.12;
/** Across the outline, less than this luminance ratio and colour distance is blending in. */
const MIN_LUMINANCE_CONTRAST = 1.5;
const MIN_COLOUR_DISTANCE = 70;
/** The subject blends in when this share of its outline does. */
const MAX_BLENDING_SHARE = 0.5;
/** Clipped: this share of the frame pure clipped colour, or of the subject blown to white. */
const MAX_CLIPPED_SHARE = 0.3;
const MAX_BLOWN_SUBJECT = 0.08;

interface Side {
  count: number;
  red: number;
  green: number;
  blue: number;
}

const emptySide = (): Side => ({ count: 0, red: 0, green: 0, blue: 0 });

function add(side: Side, rgba: Measured['frame']['rgba'], pixel: number): void {
  side.count += 1;
  side.red += rgba[pixel * 4] as number;
  side.green += rgba[pixel * 4 + 1] as number;
  side.blue += rgba[pixel * 4 + 2] as number;
}

const luminance = (side: Side) =>
  relativeLuminance({
    red: side.red / side.count,
    green: side.green / side.count,
    blue: side.blue / side.count,
  });

/**
 * The subject blending into its background: along most of its outline the pixels just inside
 * and just outside are close in both luminance and colour.
 */
export function subjectBlends({ frame, geometry }: Measured): boolean {
  const { width, height, rgba } = frame;
  const cell = Math.max(4, Math.round(height * CELL));
  const columns = Math.ceil(width / cell);
  const inside: Side[] = [];
  const outside: Side[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      const alpha = geometry.mask[pixel] as number;
      const index = Math.floor(y / cell) * columns + Math.floor(x / cell);
      if (alpha >= 230) add((inside[index] ??= emptySide()), rgba, pixel);
      else if (alpha <= 20) add((outside[index] ??= emptySide()), rgba, pixel);
    }
  }
  const least = SIDE_SHARE * cell * cell;
  let judged = 0;
  let blending = 0;
  inside.forEach((inner, index) => {
    const outer = outside[index];
    if (!inner || !outer || inner.count < least || outer.count < least) return;
    judged += 1;
    const distance = Math.hypot(
      inner.red / inner.count - outer.red / outer.count,
      inner.green / inner.count - outer.green / outer.count,
      inner.blue / inner.count - outer.blue / outer.count,
    );
    const contrast = luminanceContrast(luminance(inner), luminance(outer));
    if (contrast < MIN_LUMINANCE_CONTRAST && distance < MIN_COLOUR_DISTANCE) blending += 1;
  });
  return judged > 0 && blending / judged > MAX_BLENDING_SHARE;
}

/** Clipped or over-saturated colour: much of it pure clipped colour, or the subject blown white. */
export function colourClipped({ frame, geometry }: Measured): boolean {
  const { rgba } = frame;
  const { title, marks } = geometry;
  const pixels = frame.width * frame.height;
  const covered = (pixel: number) =>
    (marks[pixel] as number) > 0 || inBox(title, frame.width, pixel);
  let clipped = 0;
  let subject = 0;
  let blown = 0;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const i = pixel * 4;
    const high = Math.max(rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number);
    const low = Math.min(rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number);
    if (high >= 254 && low <= 1) clipped += 1;
    // The title's letters and the callouts over the subject are meant to be white.
    if ((geometry.mask[pixel] as number) >= 230 && !covered(pixel)) {
      subject += 1;
      if (lumaAt(rgba, pixel) >= 252) blown += 1;
    }
  }
  return (
    clipped / pixels > MAX_CLIPPED_SHARE || (subject > 0 && blown / subject > MAX_BLOWN_SUBJECT)
  );
}

/** A subject this vivid against a background this vivid, in hues this close, clashes. */
const CLASH_SUBJECT_SHARE = 0.2;
const CLASH_BACKGROUND_SHARE = 0.35;
const CLASH_HUES = 30;

/**
 * A colour clash: a subject of a strong colour on a background of much the same hue (a red cup on
 * red, an orange cat on orange rays), which the eye reads as one blot however bright both are.
 */
export function colourClash({ frame, geometry }: Measured): boolean {
  const { mask, title, marks } = geometry;
  const free = (pixel: number) =>
    (marks[pixel] as number) === 0 && !inBox(title, frame.width, pixel);
  const subject = vividHue(frame.rgba, (pixel) => (mask[pixel] as number) >= 230 && free(pixel));
  const ground = vividHue(frame.rgba, (pixel) => (mask[pixel] as number) <= 20 && free(pixel));
  return (
    subject !== null &&
    ground !== null &&
    subject.share >= CLASH_SUBJECT_SHARE &&
    ground.share >= CLASH_BACKGROUND_SHARE &&
    hueDistance(subject.hue, ground.hue) < CLASH_HUES
  );
}

/** Washed out: the darkest and lightest twentieths of the frame this close in luma. */
const MIN_LUMA_SPREAD = 100;

/** A pale, flat picture: nothing in it dark or bright enough to hold the eye at phone size. */
export function washedOut({ frame }: Measured): boolean {
  const counts = new Array<number>(256).fill(0);
  const pixels = frame.width * frame.height;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    counts[Math.round(lumaAt(frame.rgba, pixel))]! += 1;
  }
  const percentile = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value += 1) {
      seen += counts[value]!;
      if (seen >= pixels * share) return value;
    }
    return 255;
  };
  return percentile(0.95) - percentile(0.05) < MIN_LUMA_SPREAD;
}
