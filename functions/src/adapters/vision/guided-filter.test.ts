import { describe, expect, it } from 'vitest';
import { boxMean, guidedFilter } from './guided-filter.js';

describe('boxMean', () => {
  it('is the mean of each clipped window, as counting them one by one gives', () => {
    const size = 7;
    const plane = Float32Array.from({ length: size * size }, (_, i) => (i * 37) % 11);
    const radius = 2;
    const means = boxMean(plane, size, radius);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        let sum = 0;
        let count = 0;
        for (let v = Math.max(0, y - radius); v <= Math.min(size - 1, y + radius); v += 1) {
          for (let u = Math.max(0, x - radius); u <= Math.min(size - 1, x + radius); u += 1) {
            sum += plane[v * size + u] as number;
            count += 1;
          }
        }
        expect(means[y * size + x]).toBeCloseTo(sum / count, 4);
      }
    }
  });
});

describe('guidedFilter', () => {
  it('draws a blurred edge back onto the edge of the guide', () => {
    const size = 32;
    const guide = new Float32Array(size * size);
    const blurred = new Float32Array(size * size);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        guide[y * size + x] = x < 16 ? 0.9 : 0.1;
        blurred[y * size + x] = Math.min(1, Math.max(0, (20 - x) / 8));
      }
    }
    const out = guidedFilter(guide, blurred, size, 3, 1e-3);
    const row = 16 * size;
    // Across the guide's edge the output steps at least three times as far as its input does.
    const step = (plane: Float32Array) => plane[row + 15]! - plane[row + 16]!;
    expect(step(out)).toBeGreaterThan(3 * step(blurred));
  });

  it('keeps the input where the guide is flat', () => {
    const size = 16;
    const guide = new Float32Array(size * size).fill(0.5);
    const input = new Float32Array(size * size).fill(0.25);
    const out = guidedFilter(guide, input, size, 2, 1e-3);
    for (const value of out) expect(value).toBeCloseTo(0.25, 5);
  });
});
