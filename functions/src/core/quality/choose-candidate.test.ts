import { describe, expect, it } from 'vitest';
import type { DefectId } from './detect-defects.js';
import { chooseCandidate } from './choose-candidate.js';

function measuring(found: DefectId[][], edges: number[] = []) {
  const measured: number[] = [];
  const chosen = chooseCandidate(found.length, (candidate) => {
    measured.push(candidate);
    return { defects: found[candidate] ?? [], edgeShown: edges[candidate] ?? 0 };
  });
  return { chosen, measured };
}

describe('chooseCandidate', () => {
  it('chooses a clean candidate over any flawed one, measuring none after it', () => {
    expect(measuring([['face-cut'], ['colour-clipped', 'subject-blends'], [], []])).toEqual({
      chosen: 2,
      measured: [0, 1, 2],
    });
  });

  it('keeps a clean own layout after one measure, and the lesser flaw when none is clean', () => {
    expect(measuring([[], []])).toEqual({ chosen: 0, measured: [0] });
    expect(measuring([['person-missing'], ['colour-clipped'], ['face-cut']]).chosen).toBe(1);
  });

  it("takes a layout with only the cut-out's own faults, which every layout shares, as clean", () => {
    expect(measuring([['cutout-holes', 'face-cut'], ['cutout-holes'], []])).toEqual({
      chosen: 1,
      measured: [0, 1],
    });
  });

  it('of candidates all showing the photo’s edge, draws the one showing the least of it', () => {
    const edge: DefectId[] = ['photo-edge-inside'];
    expect(measuring([edge, edge, edge], [2.5, 1.2, 1.8]).chosen).toBe(1);
    // A lighter flaw still wins over a shorter edge.
    expect(measuring([edge, ['colour-clipped']], [1.1, 0]).chosen).toBe(1);
  });
});
