import { describe, expect, it } from 'vitest';
import { faceSimilarity, likenessOf } from './face-similarity.js';

describe('faceSimilarity', () => {
  it('reads the direction of two embeddings, not their length', () => {
    expect(faceSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(faceSimilarity([1, 0], [0, 1])).toBeCloseTo(0);
    expect(faceSimilarity([1, 0], [-1, 0])).toBeCloseTo(-1);
  });

  it('is 0 for an empty or mismatched embedding rather than NaN', () => {
    expect(faceSimilarity([], [])).toBe(0);
    expect(faceSimilarity([1, 2], [1, 2, 3])).toBe(0);
    expect(faceSimilarity([0, 0], [1, 1])).toBe(0);
  });
});

describe('likenessOf', () => {
  it("matches each of the photo's faces with the image's closest face", () => {
    const her = [1, 0, 0];
    const him = [0, 1, 0];
    const scores = likenessOf(
      [her, him],
      [
        [0.1, 1, 0],
        [1, 0.1, 0],
      ],
    );
    expect(scores[0]).toBeCloseTo(0.995, 3);
    expect(scores[1]).toBeCloseTo(0.995, 3);
  });

  it('scores 0 for a face the image lost, and for an opposite one', () => {
    expect(likenessOf([[1, 0]], [])).toEqual([0]);
    expect(likenessOf([[1, 0]], [[-1, 0]])).toEqual([0]);
    expect(likenessOf([], [[1, 0]])).toEqual([]);
  });
});
