import { regions, shrunk } from './components.js';
import { INSIDE, type Measured } from './frame.js';

/** The cut-out is read at about this width, for speed; pieces and holes are big things. */
const READ_WIDTH = 320;
/** A piece or hole smaller than this share of the frame is noise nobody sees. */
const MIN_PIECE = 0.0015;
/** A piece this big against the biggest is part of the subject (a second person, a hand). */
const PART_OF_SUBJECT = 0.25;
/** Blocky: this share of the outline's slope is straight along the pixel grid. */
const MAX_AXIS_SHARE = 0.8;
/** The outline is where the alpha changes by this much across two pixels. */
const MIN_SLOPE = 64;
/** A slope this close to a row or column (tan of about 10 degrees) runs along the grid. */
const ALONG_AXIS = 0.18;
/** A straight cut mid-canvas this long (share of the frame's side) is the photo's own edge. */
const MIN_STRAIGHT_CUT = 0.08;

function readable(measured: Measured) {
  const { frame, geometry } = measured;
  const factor = Math.max(1, Math.floor(frame.width / READ_WIDTH));
  return shrunk(geometry.mask, frame, factor);
}

/** Pieces of the cut-out not attached to the subject: no face on them and small beside it. */
export function cutoutFragments(measured: Measured): boolean {
  const small = readable(measured);
  const scale = small.width / measured.frame.width;
  const faceCells = new Set(
    measured.geometry.faces.map(
      (face) =>
        Math.floor((face.y + face.height / 2) * scale) * small.width +
        Math.floor((face.x + face.width / 2) * scale),
    ),
  );
  const pieces = regions(small, (i) => (small.map[i] as number) >= INSIDE, faceCells);
  if (pieces.length < 2) return false;
  const biggest = Math.max(...pieces.map((piece) => piece.area));
  const minArea = MIN_PIECE * small.width * small.height;
  return pieces.some(
    (piece) => piece.area >= minArea && piece.area < biggest * PART_OF_SUBJECT && !piece.marked,
  );
}

/** Holes in the cut-out: background enclosed by the subject on every side. */
export function cutoutHoles(measured: Measured): boolean {
  const small = readable(measured);
  const minArea = MIN_PIECE * small.width * small.height;
  const hasSubject = small.map.some((value) => value >= INSIDE);
  if (!hasSubject) return false;
  return regions(small, (i) => (small.map[i] as number) < INSIDE).some(
    (hole) => !hole.touchesBorder && hole.area >= minArea,
  );
}

/** An outline straight along the grid for this share of the frame's height is a straight side. */
const STRAIGHT_SIDE = 0.06;

/** How the alpha's slope at each pixel runs: 0 no outline, 1 slanted, 2 across a column, 3 a row. */
function slopes(width: number, height: number, mask: Uint8Array): Uint8Array {
  const kinds = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const dx = (mask[i + 1] as number) - (mask[i - 1] as number);
      const dy = (mask[i + width] as number) - (mask[i - width] as number);
      const steep = Math.max(Math.abs(dx), Math.abs(dy));
      if (steep < MIN_SLOPE) continue;
      if (Math.min(Math.abs(dx), Math.abs(dy)) / steep >= ALONG_AXIS) kinds[i] = 1;
      else kinds[i] = Math.abs(dx) > Math.abs(dy) ? 2 : 3;
    }
  }
  return kinds;
}

/** Marks 0 on the pixels of `kind` in runs of at least `long` along `step` from each start. */
function dropLongRuns(
  kinds: Uint8Array,
  kind: number,
  starts: number[],
  count: number,
  step: number,
  long: number,
) {
  for (const start of starts) {
    let run = 0;
    for (let k = 0; k <= count; k += 1) {
      if (k < count && kinds[start + k * step] === kind) {
        run += 1;
        continue;
      }
      if (run >= long)
        for (let back = 1; back <= run; back += 1) kinds[start + (k - back) * step] = 0;
      run = 0;
    }
  }
}

/**
 * A blocky, stair-stepped outline: along a smooth outline the alpha's slope turns every way;
 * along a staircase of blocks it points straight along a row or a column nearly everywhere,
 * in steps a block long. A long straight stretch is the subject's own straight side (a rocket,
 * a box), neither a step nor a curve, so it is left out of the count.
 */
export function cutoutBlocky({ frame, geometry }: Measured): boolean {
  const { width, height } = frame;
  const kinds = slopes(width, height, geometry.mask);
  const long = Math.max(4, Math.round(STRAIGHT_SIDE * height));
  const columns = Array.from({ length: width }, (_, x) => x);
  const rows = Array.from({ length: height }, (_, y) => y * width);
  dropLongRuns(kinds, 2, columns, height, width, long);
  dropLongRuns(kinds, 3, rows, width, 1, long);
  let outline = 0;
  let straight = 0;
  for (const kind of kinds) {
    if (kind === 0) continue;
    outline += 1;
    if (kind > 1) straight += 1;
  }
  return outline >= 0.5 * height && straight / outline > MAX_AXIS_SHARE;
}

/** The longest run of `hit` along one line of `count` steps. */
function longestRun(count: number, hit: (step: number) => boolean): number {
  let run = 0;
  let best = 0;
  for (let step = 0; step < count; step += 1) {
    run = hit(step) ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** A faded cut of the photo's edge shows this far in from its side, as a share of the photo. */
const CUT_REACH = 0.2;

/** Whether `line` lies within reach of either side of a span `from` to `to`. */
function nearSide(line: number, from: number, to: number): boolean {
  const reach = CUT_REACH * (to - from);
  return Math.abs(line - from) <= reach || Math.abs(line - to) <= reach;
}

/**
 * How far either side of a straight line (a share of the frame's height) the alpha is read to
 * tell a chop from a fade: a cut that fades in softly, over more than about two and a half
 * times this, is the subject dissolving into the scene, not the photo's edge showing.
 */
const SOFT_REACH = 0.04;
/** Across a chop the alpha changes by at least this over twice `SOFT_REACH`. */
const HARD_STEP = 200;

/** Where along a fade's band the subject is read: a quarter in, where it is still see-through. */
const FADE_READ = 0.3;
/** Alpha between these is the subject faded, not the background nor the subject whole. */
const FADED = [16, 200] as const;
/**
 * A fade this long (a share of the frame's height) shows as a straight chop to the eye: a dark
 * shirt dissolving along a straight line into a bright background reads as the photo's edge.
 * A cut faded along a short stretch (the tip of a shoulder) passes for the body's own outline.
 */
const LONG_FADE = 0.08;

/**
 * How long the longest cut the renderer faded the subject in from shows, against LONG_FADE: the
 * faded pixels along a line a little into its band. A body fading out toward the frame's bottom
 * is how thumbnails end a bust, and a photo shown as a panel blends into the scene by design, so
 * only the cuts at the sides and the top count.
 */
function fadedCutShown({ frame, geometry }: Measured): number {
  const { width, height } = frame;
  let longest = 0;
  for (const fade of geometry.fades ?? []) {
    if (fade.edge === 'bottom' || fade.blend) continue;
    const inward = fade.edge === 'top' || fade.edge === 'left' ? 1 : -1;
    const line = Math.round(fade.at + inward * fade.band * FADE_READ);
    const across = fade.edge === 'top';
    if (line < 0 || line >= (across ? height : width)) continue;
    let faded = 0;
    for (let step = 0; step < (across ? width : height); step += 1) {
      const alpha = geometry.mask[across ? line * width + step : step * width + line] as number;
      if (alpha >= FADED[0] && alpha <= FADED[1]) faded += 1;
    }
    longest = Math.max(longest, faded / (LONG_FADE * height));
  }
  return longest;
}

/**
 * How long the longest straight chop of the outline runs, against MIN_STRAIGHT_CUT of the
 * frame's side it runs along, away from the frame's edges.
 */
function hardCutShown({ frame, geometry }: Measured): number {
  const { width, height } = frame;
  const { mask, photo } = geometry;
  const alphaAt = (x: number, y: number) =>
    mask[
      Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))
    ] as number;
  const inside = (x: number, y: number) => alphaAt(x, y) >= INSIDE;
  const reach = Math.max(2, Math.round(height * SOFT_REACH));
  const hard = (x: number, y: number, dx: number, dy: number) =>
    Math.abs(alphaAt(x + dx * reach, y + dy * reach) - alphaAt(x - dx * reach, y - dy * reach)) >=
    HARD_STEP;
  const margin = Math.max(3, Math.round(height * 0.01));
  let longest = 0;
  for (let y = margin; y < height - margin; y += 1) {
    if (photo && !nearSide(y, photo.y, photo.y + photo.height)) continue;
    const run = longestRun(
      width,
      (x) => inside(x, y) && (!inside(x, y - 1) || !inside(x, y + 1)) && hard(x, y, 0, 1),
    );
    longest = Math.max(longest, run / (MIN_STRAIGHT_CUT * width));
  }
  for (let x = margin; x < width - margin; x += 1) {
    if (photo && !nearSide(x, photo.x, photo.x + photo.width)) continue;
    const run = longestRun(
      height,
      (y) => inside(x, y) && (!inside(x - 1, y) || !inside(x + 1, y)) && hard(x, y, 1, 0),
    );
    longest = Math.max(longest, run / (MIN_STRAIGHT_CUT * height));
  }
  return longest;
}

/**
 * The photo's own edge inside the canvas: the cut-out's outline runs along one straight row or
 * column (a cat's ears chopped flat) away from the frame's edges, for longer than a real outline,
 * which curves, ever does, and steeply (a soft edge is the subject fading into the scene); or the
 * renderer faded the subject in along a cut for long enough that the fade itself reads as a
 * straight edge. Where the renderer says where the photo lies, only lines by its sides count: a
 * straight line elsewhere is the subject's own straight side (a rocket).
 */
export function photoEdgeInside(measured: Measured): boolean {
  return photoEdgeShown(measured) >= 1;
}

/**
 * How much of the photo's edge shows inside the canvas: its longest faded or straight cut against
 * the length at which it reads as the photo's edge (1 and over is `photoEdgeInside`). Of layouts
 * that all show it, the one showing the least is the one to draw.
 */
export function photoEdgeShown(measured: Measured): number {
  return Math.max(fadedCutShown(measured), hardCutShown(measured));
}
