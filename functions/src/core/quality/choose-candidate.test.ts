import { describe, expect, it } from 'vitest';
import { chooseCandidate } from './choose-candidate.js';

describe('chooseCandidate', () => {
  it('chooses a clean candidate over any flawed one', () => {
    expect(chooseCandidate([['face-cut'], ['colour-clipped', 'subject-blends'], []])).toBe(2);
  });

  it('keeps the variant its own layout among equals, and the lesser flaw when none is clean', () => {
    expect(chooseCandidate([[], []])).toBe(0);
    expect(chooseCandidate([['person-missing'], ['colour-clipped']])).toBe(1);
  });
});
