import { describe, expect, it } from 'vitest';
import { headBox, pixelsOutsideFaces } from './face-mask.js';

describe('leaving the faces out of a thumbnail’s colours', () => {
  it('grows a face box up to the hair, out to the ears and down to the neck', () => {
    const head = headBox({ x: 0.4, y: 0.4, width: 0.2, height: 0.2 });
    expect(head.x).toBeCloseTo(0.33);
    expect(head.y).toBeCloseTo(0.28);
    expect(head.x + head.width).toBeCloseTo(0.67);
    expect(head.y + head.height).toBeCloseTo(0.67);
  });

  it('keeps only the pixels outside every head, in order', () => {
    // A 4 x 2 picture whose pixels are numbered 0 to 7 in their red channel.
    const rgb = new Uint8Array(Array.from({ length: 8 }, (_, i) => [i, 0, 0]).flat());
    const leftHalf = { x: 0.15, y: 0.4, width: 0.25, height: 0.3 };
    const kept = pixelsOutsideFaces(rgb, 4, 2, [leftHalf]);
    expect([...kept].filter((_, i) => i % 3 === 0)).toEqual([2, 3, 6, 7]);
    expect(pixelsOutsideFaces(rgb, 4, 2, [])).toEqual(rgb);
    expect(pixelsOutsideFaces(rgb, 4, 2, [{ x: 0, y: 0, width: 1, height: 1 }])).toHaveLength(0);
  });
});
