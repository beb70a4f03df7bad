import type { SubjectMask } from '../vision/analysis-protocol.js';

/** What a step sideways costs the seam against crossing the subject: it follows gaps, not noise. */
const STEP_COST = 24;
/** The fade across a seam that cuts the subject, against the width of the kept person's face. */
const FADE_OF_FACE = 0.45;

/**
 * The line one person's share of a group photo is cut along, between two columns of its mask
 * (the neighbour's face and the kept one's): one column per row, moving at most one column a
 * row, through the least of the subject it can, so it runs down the gap between two people
 * where there is one and crosses a body only where they overlap. A straight cut there would
 * chop the kept person along a line where the photo continues.
 */
export function shareSeam(mask: SubjectMask, from: number, to: number): Int32Array {
  const { size, alpha } = mask;
  const lo = Math.max(0, Math.min(size - 1, Math.round(Math.min(from, to))));
  const hi = Math.max(lo, Math.min(size - 1, Math.round(Math.max(from, to))));
  const span = hi - lo + 1;
  const cost = new Float64Array(size * span);
  const step = new Int8Array(size * span);
  for (let y = 0; y < size; y += 1) {
    for (let k = 0; k < span; k += 1) {
      const own = alpha[y * size + lo + k] as number;
      if (y === 0) {
        cost[k] = own;
        continue;
      }
      const above = (y - 1) * span + k;
      let best = cost[above] as number;
      let move = 0;
      if (k > 0 && (cost[above - 1] as number) + STEP_COST < best) {
        best = (cost[above - 1] as number) + STEP_COST;
        move = -1;
      }
      if (k < span - 1 && (cost[above + 1] as number) + STEP_COST < best) {
        best = (cost[above + 1] as number) + STEP_COST;
        move = 1;
      }
      cost[y * span + k] = best + own;
      step[y * span + k] = move;
    }
  }
  const seam = new Int32Array(size);
  let k = 0;
  for (let j = 1; j < span; j += 1) {
    if ((cost[(size - 1) * span + j] as number) < (cost[(size - 1) * span + k] as number)) k = j;
  }
  for (let y = size - 1; y >= 0; y -= 1) {
    seam[y] = lo + k;
    k += step[y * span + k] as number;
  }
  return seam;
}

/**
 * Cuts `alpha` along a seam, keeping the side `keep` of it, and fades the subject in from the
 * seam where it crosses the subject, over `band` columns. Answers whether it crossed the subject:
 * then that side is a cut, as a photo's edge is.
 */
export function cutAlongSeam(
  alpha: Uint8Array,
  size: number,
  seam: Int32Array,
  keep: 'left' | 'right',
  band: number,
): boolean {
  let crossed = 0;
  for (let y = 0; y < size; y += 1) {
    const at = seam[y] as number;
    const row = y * size;
    const solid = (alpha[row + at] as number) >= 128;
    if (keep === 'right') alpha.fill(0, row, row + at);
    else alpha.fill(0, row + at, row + size);
    if (!solid) continue;
    crossed += 1;
    for (let d = 0; d < band; d += 1) {
      const x = keep === 'right' ? at + d : at - 1 - d;
      if (x < 0 || x >= size) break;
      const t = d / band;
      alpha[row + x] = Math.round((alpha[row + x] as number) * t * t * (3 - 2 * t));
    }
  }
  return crossed > size * 0.02;
}

/** The seam's fade, in mask columns, for a kept face `faceWidth` wide (a fraction of the photo). */
export function seamBand(faceWidth: number, size: number): number {
  return Math.max(2, Math.round(faceWidth * FADE_OF_FACE * size));
}
