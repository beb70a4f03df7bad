import { describe, expect, it } from 'vitest';
import type { DefectId } from './detect-defects.js';
import { chooseCandidate } from './choose-candidate.js';

function measuring(found: DefectId[][]) {
  const measured: number[] = [];
  const chosen = chooseCandidate(found.length, (candidate) => {
    measured.push(candidate);
    return found[candidate] ?? [];
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
});
