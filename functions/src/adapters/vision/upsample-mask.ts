import type { SubjectMask } from './analysis-protocol.js';
import { guidedFilter } from './guided-filter.js';

/**
 * The guided filter's reach on each side, in the model's own pixels: wider than the blur of the
 * model's outline (two or three of its pixels), so the window always holds the photo's edge.
 */
const WINDOW_CELLS = 2.5;
/** How strong an edge of the photo must be to draw the outline to it (a variance of 0..1 values). */
const EDGE_EPSILON = 2e-3;

/** `mask` stretched to `size` by bilinear interpolation, as values 0..1. */
function stretched(mask: SubjectMask, size: number): Float32Array {
  const out = new Float32Array(size * size);
  const ratio = mask.size / size;
  const last = mask.size - 1;
  for (let y = 0; y < size; y += 1) {
    const sy = Math.min(last, Math.max(0, (y + 0.5) * ratio - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(last, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < size; x += 1) {
      const sx = Math.min(last, Math.max(0, (x + 0.5) * ratio - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(last, x0 + 1);
      const fx = sx - x0;
      const top =
        (mask.alpha[y0 * mask.size + x0] as number) * (1 - fx) +
        (mask.alpha[y0 * mask.size + x1] as number) * fx;
      const bottom =
        (mask.alpha[y1 * mask.size + x0] as number) * (1 - fx) +
        (mask.alpha[y1 * mask.size + x1] as number) * fx;
      out[y * size + x] = (top * (1 - fy) + bottom * fy) / 255;
    }
  }
  return out;
}

/**
 * The cut-out model's mask at `size`, its outline drawn onto the edges of `photo` (RGBA, the
 * photo squashed to `size` square as the mask is) by the guided filter, so the cut follows hair
 * and shoulders rather than the model's 320-pixel grid.
 */
export function upsampleMask(
  mask: SubjectMask,
  photo: Uint8ClampedArray,
  size: number,
): SubjectMask {
  const guide = new Float32Array(size * size);
  for (let i = 0; i < guide.length; i += 1) {
    guide[i] =
      (0.299 * (photo[i * 4] as number) +
        0.587 * (photo[i * 4 + 1] as number) +
        0.114 * (photo[i * 4 + 2] as number)) /
      255;
  }
  const radius = Math.max(1, Math.round((WINDOW_CELLS * size) / mask.size));
  const filtered = guidedFilter(guide, stretched(mask, size), size, radius, EDGE_EPSILON);
  const alpha = new Uint8Array(filtered.length);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = Math.round((filtered[i] as number) * 255);
  return { size, alpha };
}
