import type { Box } from '@thumbforge/contract';

/**
 * How far past a face box the mask reaches, in face sizes: the analyser boxes the face alone, and
 * the hair above and beside it, the ears and the neck below are the person's colours too.
 */
const GROW = { side: 0.35, above: 0.6, below: 0.35 } as const;

/** A face box, in fractions of the picture, grown to take in the hair and the neck. */
export function headBox(face: Box): Box {
  const x = face.x - face.width * GROW.side;
  const y = face.y - face.height * GROW.above;
  return {
    x,
    y,
    width: face.width * (1 + 2 * GROW.side),
    height: face.height * (1 + GROW.above + GROW.below),
  };
}

/**
 * The packed RGB pixels of a `width` x `height` picture that lie outside every head, so a
 * channel's skin and hair are never proposed as its brand colours. `faces` are in fractions.
 */
export function pixelsOutsideFaces(
  rgb: Uint8Array,
  width: number,
  height: number,
  faces: readonly Box[],
): Uint8Array {
  const heads = faces.map(headBox);
  const kept = new Uint8Array(rgb.length);
  let length = 0;
  for (let y = 0; y < height; y += 1) {
    const centreY = (y + 0.5) / height;
    for (let x = 0; x < width; x += 1) {
      const centreX = (x + 0.5) / width;
      const inHead = heads.some(
        (head) =>
          centreX >= head.x &&
          centreX < head.x + head.width &&
          centreY >= head.y &&
          centreY < head.y + head.height,
      );
      if (inHead) continue;
      const at = (y * width + x) * 3;
      kept.set(rgb.subarray(at, at + 3), length);
      length += 3;
    }
  }
  return kept.slice(0, length);
}
