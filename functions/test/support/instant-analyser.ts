import type { PhotoAnalyser, PhotoAnalysis } from '../../src/adapters/vision/photo-analyser.js';

const MASK_SIZE = 64;

/** A subject standing in the middle third of the photo, with no face: a cut-out to draw. */
function centredSubject(): PhotoAnalysis {
  const alpha = new Uint8Array(MASK_SIZE * MASK_SIZE);
  for (let y = MASK_SIZE / 4; y < MASK_SIZE; y += 1) {
    // Whole columns: a fractional index would set nothing and leave the mask empty.
    for (let x = Math.ceil(MASK_SIZE / 3); x < (2 * MASK_SIZE) / 3; x += 1) {
      alpha[y * MASK_SIZE + x] = 255;
    }
  }
  return {
    mask: { size: MASK_SIZE, alpha },
    subjectBox: { x: 1 / 3, y: 1 / 4, width: 1 / 3, height: 3 / 4 },
    faces: [],
  };
}

/** An analyser that answers at once without models. */
export function createInstantAnalyser(): PhotoAnalyser {
  return {
    analyse: async () => centredSubject(),
    faces: async () => [],
    likeness: async () => [],
    close: async () => {},
  };
}
