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
    // The mask is cut where that share ends.
    const kept = peopleKept(analysis, 'left').mask.alpha;
    expect(kept[3]).toBe(255);
    expect(kept[4]).toBe(0);
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
