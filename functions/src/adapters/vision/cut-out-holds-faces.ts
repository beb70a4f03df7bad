import type { Box } from '@thumbforge/contract';
import type { SubjectMask } from './analysis-protocol.js';

/**
 * Whether the cut-out shows every face found: the middle half of each face box is mostly solid
 * in the mask. A crowd the cut-out model only half saw (the 29 people of a conference photo) fails
 * it, and is better framed whole than cut out with people missing.
 */
export function cutOutHoldsFaces(mask: SubjectMask, faces: readonly Box[]): boolean {
  const { size, alpha } = mask;
  return faces.every((face) => {
    const left = Math.floor((face.x + face.width / 4) * size);
    const right = Math.max(left + 1, Math.ceil((face.x + (face.width * 3) / 4) * size));
    const top = Math.floor((face.y + face.height / 4) * size);
    const bottom = Math.max(top + 1, Math.ceil((face.y + (face.height * 3) / 4) * size));
    let total = 0;
    let count = 0;
    for (let y = Math.max(0, top); y < Math.min(size, bottom); y += 1) {
      for (let x = Math.max(0, left); x < Math.min(size, right); x += 1) {
        total += alpha[y * size + x] as number;
        count += 1;
      }
    }
    return count > 0 && total / count >= 128;
  });
}
