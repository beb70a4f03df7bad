import { describe, expect, it } from 'vitest';
import { isTooSimilar, pairsOf, TOO_SIMILAR_MAX_DIFFERENCE } from './compare-thumbnails.js';

describe('Test & Compare pairs', () => {
  it('calls two thumbnails too similar at 16 hash bits or fewer, the renderer variants’ floor', () => {
    expect(TOO_SIMILAR_MAX_DIFFERENCE).toBe(16);
    expect(isTooSimilar(0)).toBe(true);
    expect(isTooSimilar(16)).toBe(true);
    expect(isTooSimilar(17)).toBe(false);
  });

  it('pairs every two of three once, in the order chosen', () => {
    expect(pairsOf(['a', 'b', 'c'])).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(pairsOf(['a', 'b'])).toEqual([['a', 'b']]);
  });
});
