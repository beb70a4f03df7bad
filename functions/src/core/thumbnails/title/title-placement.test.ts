import { describe, expect, it } from 'vitest';
import { keepClearOfFaces } from './title-placement.js';

describe('keepClearOfFaces', () => {
  const face = (x: number, y: number) => ({ x, y, width: 0.04, height: 0.08 });

  it('keeps each of a few faces clear on its own, grown by a margin', () => {
    const areas = keepClearOfFaces([face(0.2, 0.3), face(0.6, 0.3)]);
    expect(areas).toHaveLength(2);
    expect(areas[0]!.x).toBeLessThan(0.2);
    expect(areas[0]!.x + areas[0]!.width).toBeGreaterThan(0.24);
  });

  it('keeps a crowd clear as one area, so no title lands between its faces on others', () => {
    const crowd = Array.from({ length: 12 }, (_, i) =>
      face(0.05 + (i % 6) * 0.15, 0.2 + Math.floor(i / 6) * 0.3),
    );
    const areas = keepClearOfFaces(crowd);
    expect(areas).toHaveLength(1);
    const [area] = areas;
    // Every face of the crowd lies inside it.
    for (const one of crowd) {
      expect(one.x).toBeGreaterThanOrEqual(area!.x);
      expect(one.y + one.height).toBeLessThanOrEqual(area!.y + area!.height);
      expect(one.x + one.width).toBeLessThanOrEqual(area!.x + area!.width);
    }
  });
});
