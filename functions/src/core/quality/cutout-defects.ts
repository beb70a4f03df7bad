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

/**
 * A blocky, stair-stepped outline: along a smooth outline the alpha's slope turns every way;
 * along a staircase of blocks it points straight along a row or a column nearly everywhere.
 */
export function cutoutBlocky({ frame, geometry }: Measured): boolean {
  const { width, height } = frame;
  const { mask } = geometry;
  let outline = 0;
  let straight = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const dx = (mask[i + 1] as number) - (mask[i - 1] as number);
      const dy = (mask[i + width] as number) - (mask[i - width] as number);
      const steep = Math.max(Math.abs(dx), Math.abs(dy));
      if (steep < MIN_SLOPE) continue;
      outline += 1;
      if (Math.min(Math.abs(dx), Math.abs(dy)) / steep < ALONG_AXIS) straight += 1;
    }
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

/**
 * The photo's own edge inside the canvas: the cut-out's outline runs along one straight row or
 * column (a cat's ears chopped flat, faded or not) away from the frame's edges, for longer than a
 * real outline, which curves, ever does.
 */
export function photoEdgeInside({ frame, geometry }: Measured): boolean {
  const { width, height } = frame;
  const { mask } = geometry;
  const inside = (x: number, y: number) => (mask[y * width + x] as number) >= INSIDE;
  const margin = Math.max(3, Math.round(height * 0.01));
  const rowLength = MIN_STRAIGHT_CUT * width;
  for (let y = margin; y < height - margin; y += 1) {
    const run = longestRun(width, (x) => inside(x, y) && (!inside(x, y - 1) || !inside(x, y + 1)));
    if (run >= rowLength) return true;
  }
  const columnLength = MIN_STRAIGHT_CUT * height;
  for (let x = margin; x < width - margin; x += 1) {
    const run = longestRun(height, (y) => inside(x, y) && (!inside(x - 1, y) || !inside(x + 1, y)));
    if (run >= columnLength) return true;
  }
  return false;
}
