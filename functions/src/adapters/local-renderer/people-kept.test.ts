import { describe, expect, it } from 'vitest';
import type { DetectedFace } from '../vision/analysis-protocol.js';
import { keptArea, peopleKept } from './people-kept.js';

function face(x: number): DetectedFace {
  return {
    box: { x, y: 0.2, width: 0.1, height: 0.2 },
    eyes: [
      { x: x + 0.03, y: 0.28 },
      { x: x + 0.07, y: 0.28 },
    ],
    landmarks: [],
    expression: null,
    embedding: [],
    score: 1,
  };
}

const SIZE = 10;
const analysis = {
  mask: { size: SIZE, alpha: new Uint8Array(SIZE * SIZE).fill(255) },
  subjectBox: { x: 0, y: 0, width: 1, height: 1 },
  faces: [face(0.15), face(0.55)],
};

describe('the part of the photo the cut-out comes from', () => {
  it("is one person's share when the prompt keeps one, cut halfway to the next face", () => {
    expect(keptArea(analysis, 'left')).toEqual({ x: 0, y: 0, width: 0.4, height: 1 });
    const right = keptArea(analysis, 'right');
    expect(right.x).toBeCloseTo(0.4);
    expect(right.x + right.width).toBe(1);
    // The mask is cut between the two faces, and the kept side fades in toward the cut.
    const kept = peopleKept(analysis, 'left');
    expect(kept.mask.alpha[0]).toBe(255);
    expect(kept.mask.alpha[6]).toBe(0);
    expect(kept.shareCuts).toEqual({ left: false, right: true });
  });

  it('cuts down the gap between two people, not along a straight column through them', () => {
    // Two people leaning apart: the gap between them runs from column 20 at the top to 34 at
    // the bottom, so the share's straight midline (column 25) would chop the kept one's body.
    const size = 60;
    const alpha = new Uint8Array(size * size);
    for (let y = 0; y < size; y += 1) {
      const gap = 20 + Math.round((14 * y) / size);
      for (let x = 0; x < size; x += 1) if (Math.abs(x - gap) > 2) alpha[y * size + x] = 255;
    }
    const apart = {
      mask: { size, alpha },
      subjectBox: { x: 0, y: 0, width: 1, height: 1 },
      faces: [face(0.05), face(0.65)],
    };
    const kept = peopleKept(apart, 'right');
    expect(kept.shareCuts.left).toBe(false);
    // Every pixel of the kept person stays whole, and none of the other person is left.
    for (let y = 0; y < size; y += 1) {
      const gap = 20 + Math.round((14 * y) / size);
      expect(kept.mask.alpha[y * size + gap + 3]).toBe(255);
      expect(kept.mask.alpha[y * size + gap - 3]).toBe(0);
    }
  });

  it('is the whole photo when everyone is kept', () => {
    expect(keptArea(analysis, 'all')).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(keptArea({ ...analysis, faces: [face(0.4)] }, 'left')).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });
});
