import type { Box } from '@thumbforge/contract';
import type { SubjectMask } from './analysis-protocol.js';
import { labelRegions } from './mask-regions.js';

/** Mask values from here up show in a cut-out (paint-scene's contrast takes lower ones to 0). */
export const VISIBLE_ALPHA = 70;
/** A region this share of the biggest one is another subject (a second person), not debris. */
export const SUBJECT_SHARE = 0.2;

/**
 * The mask with only the subject's own regions: the biggest, every one that holds a face, and any
 * other at least a fifth of the biggest's size (someone whose face was not found). What is left,
 * a scrap of flag or a lock of hair apart from the head, would float in a corner of the thumbnail.
 */
export function keepSubjectRegions(mask: SubjectMask, faces: readonly Box[]): SubjectMask {
  const { size, alpha } = mask;
  const plane = size * size;
  const { region, areas } = labelRegions(
    size,
    (pixel) => (alpha[pixel] as number) >= VISIBLE_ALPHA,
  );
  if (areas.length <= 1) return mask;

  const biggest = Math.max(...areas);
  const kept = areas.map((area) => area === biggest || area >= biggest * SUBJECT_SHARE);
  for (const face of faces) {
    const left = Math.max(0, Math.floor(face.x * size));
    const right = Math.min(size, Math.ceil((face.x + face.width) * size));
    const top = Math.max(0, Math.floor(face.y * size));
    const bottom = Math.min(size, Math.ceil((face.y + face.height) * size));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        const id = region[y * size + x] as number;
        if (id !== -1) kept[id] = true;
      }
    }
  }
  const cleaned = new Uint8Array(alpha);
  for (let pixel = 0; pixel < plane; pixel += 1) {
    const id = region[pixel] as number;
    if (id !== -1 && !kept[id]) cleaned[pixel] = 0;
  }
  return { size, alpha: cleaned };
}
