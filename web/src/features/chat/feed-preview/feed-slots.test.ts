import { describe, expect, it } from 'vitest';
import { FEED_SLOTS } from './feed-slots';

describe('feed slots', () => {
  it('are the home, search and up-next sizes, each 16:9 rounded down', () => {
    expect(FEED_SLOTS.map(({ width, height }) => [width, height])).toEqual([
      [360, 202],
      [246, 138],
      [168, 94],
    ]);
    for (const slot of FEED_SLOTS) expect(slot.height).toBe(Math.floor((slot.width * 9) / 16));
  });
});
