import { describe, expect, it } from 'vitest';
import { alternativeArrangements, layoutPlace } from './candidate-layouts.js';
import { cutoutArrangement } from './cutout-arrangement.js';
import { allowedLayouts } from './genre-shows.js';
import { directionsFrom } from '../scene/index.js';

const directions = directionsFrom([]);
const own = [0, 1].map((variant) => cutoutArrangement(directions, 'gaming', variant, true));
const layoutOf = (a: { layout: string; side: string; zoom: number }) =>
  `${a.layout}/${a.side}/${a.zoom}`;

describe('alternativeArrangements', () => {
  it("gives each variant other layouts in its own colours, never another variant's", () => {
    const alternatives = alternativeArrangements(own, directions);
    expect(alternatives).toHaveLength(2);
    const [first = [], second = []] = alternatives;
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((a) => a.palette === own[0]!.palette)).toBe(true);
    const all = [...own, ...first, ...second].map(layoutOf);
    expect(new Set(all).size).toBe(all.length);
    // Whichever each chooses, the subject stands somewhere else in the other.
    const places = (list: typeof first) => new Set(list.map(layoutPlace));
    const firstPlaces = places([own[0]!, ...first]);
    expect([...places([own[1]!, ...second])].some((place) => firstPlaces.has(place))).toBe(false);
  });

  it('keeps the side and the versus the prompt asked for', () => {
    const asked = { ...directions, side: 'left' as const };
    const left = [cutoutArrangement(asked, 'gaming', 0, true)];
    expect(alternativeArrangements(left, asked)[0]!.every((a) => a.side === 'left')).toBe(true);
    const versus = { ...directions, split: 'versus' as const };
    const split = [cutoutArrangement(versus, 'gaming', 0, true)];
    expect(alternativeArrangements(split, versus)[0]!.every((a) => a.layout === 'split')).toBe(
      true,
    );
  });

  it('tries only the layouts the genre and the prompt allow: no close-up of an outfit', () => {
    const fashion = [0, 1].map((variant) =>
      cutoutArrangement(directions, 'fashion', variant, true),
    );
    const tried = alternativeArrangements(
      fashion,
      directions,
      allowedLayouts('fashion', true, false),
    );
    expect(tried.flat().map((a) => a.layout)).not.toContain('big-face');
    expect(tried.flat().length).toBeGreaterThan(0);
    const zoomedOut = alternativeArrangements(
      own,
      directions,
      allowedLayouts('gaming', true, true),
    );
    expect(zoomedOut.flat().map((a) => a.layout)).not.toContain('big-face');
    expect(allowedLayouts('gaming', true, false)).toContain('big-face');
  });
});
