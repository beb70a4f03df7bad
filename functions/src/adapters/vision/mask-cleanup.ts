import type { SubjectMask } from './analysis-protocol.js';
import { labelRegions } from './mask-regions.js';

/** Where the model is sure: the subject's solid body, which a real soft edge (hair) hugs. */
export const SOLID_ALPHA = 200;
/**
 * How far, as a share of the mask's side, a half-sure pixel may lie from the solid body and still
 * be its soft edge (about 5 pixels of the model's 320). Farther out it is background the model
 * half took for subject: the haze of a flag beside a shoulder, a shadow on the wall.
 */
const SOFT_EDGE_REACH = 0.016;
/** Below this a pixel shows less than half: inside the subject it is a hole seen through. */
const HOLE_ALPHA = 128;
/**
 * A see-through patch inside the subject up to this share of the subject's area is the model's
 * mistake (a logo on a shirt, a shine on a helmet); a bigger one is real background seen between
 * an arm and a body, and stays open.
 */
export const HOLE_SHARE = 0.01;

/**
 * The mask without the half-sure pixels far from any solid pixel. Distances are the chessboard
 * distance by two passes over the pixels, so the work is the same for any reach.
 */
export function dropLooseSoftPixels(mask: SubjectMask): SubjectMask {
  const { size, alpha } = mask;
  const far = size * 2;
  const distance = new Int32Array(size * size);
  for (let i = 0; i < distance.length; i += 1) {
    distance[i] = (alpha[i] as number) >= SOLID_ALPHA ? 0 : far;
  }
  const relax = (pixel: number, x: number, y: number) => {
    if (x < 0 || y < 0 || x >= size || y >= size) return;
    const through = (distance[y * size + x] as number) + 1;
    if (through < (distance[pixel] as number)) distance[pixel] = through;
  };
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const pixel = y * size + x;
      relax(pixel, x - 1, y);
      relax(pixel, x - 1, y - 1);
      relax(pixel, x, y - 1);
      relax(pixel, x + 1, y - 1);
    }
  }
  for (let y = size - 1; y >= 0; y -= 1) {
    for (let x = size - 1; x >= 0; x -= 1) {
      const pixel = y * size + x;
      relax(pixel, x + 1, y);
      relax(pixel, x + 1, y + 1);
      relax(pixel, x, y + 1);
      relax(pixel, x - 1, y + 1);
    }
  }
  const reach = Math.max(1, Math.round(size * SOFT_EDGE_REACH));
  const cleaned = new Uint8Array(alpha);
  for (let i = 0; i < cleaned.length; i += 1) {
    if ((distance[i] as number) > reach) cleaned[i] = 0;
  }
  return { size, alpha: cleaned };
}

/**
 * The mask with its small holes filled: see-through patches the subject encloses (they touch no
 * edge of the photo) and no bigger than `HOLE_SHARE` of the subject.
 */
export function fillHoles(mask: SubjectMask): SubjectMask {
  const { size, alpha } = mask;
  const { region, areas } = labelRegions(size, (pixel) => (alpha[pixel] as number) < HOLE_ALPHA);
  const subjectArea = alpha.length - areas.reduce((sum, area) => sum + area, 0);
  const open = areas.map((area) => area > subjectArea * HOLE_SHARE);
  for (let i = 0; i < size; i += 1) {
    for (const pixel of [i, (size - 1) * size + i, i * size, i * size + size - 1]) {
      const id = region[pixel] as number;
      if (id !== -1) open[id] = true;
    }
  }
  if (open.every(Boolean)) return mask;
  const filled = new Uint8Array(alpha);
  for (let i = 0; i < filled.length; i += 1) {
    const id = region[i] as number;
    if (id !== -1 && !open[id]) filled[i] = 255;
  }
  return { size, alpha: filled };
}
