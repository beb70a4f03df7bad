import { describe, expect, it } from 'vitest';
import { GENRES } from '@thumbforge/contract';
import { directionsFrom } from '../scene/index.js';
import { layoutPlace } from './candidate-layouts.js';
import { cutoutArrangement, framedWhole, zoomedArrangement } from './cutout-arrangement.js';

const layouts = (genre: (typeof GENRES)[number], hasFace: boolean) =>
  [0, 1, 2, 3].map(
    (variant) => cutoutArrangement(directionsFrom([]), genre, variant, hasFace).layout,
  );

describe('what each genre shows', () => {
  it('never zooms a fashion or fitness thumbnail to the face: the outfit and body stay in', () => {
    for (const genre of ['fashion', 'fitness'] as const) {
      expect(layouts(genre, true), genre).not.toContain('big-face');
      expect(layouts(genre, false), genre).not.toContain('big-face');
    }
  });

  it('keeps the food and the product in frame when someone holds them', () => {
    for (const genre of ['cooking', 'tech'] as const) {
      expect(layouts(genre, true), genre).not.toContain('big-face');
      // Alone in the photo, the dish or the gadget may fill the frame.
      expect(layouts(genre, false), genre).toContain('big-face');
    }
  });

  it('gives the reaction genres their close-up', () => {
    for (const genre of ['gaming', 'vlogs', 'entertainment'] as const) {
      expect(layouts(genre, true), genre).toContain('big-face');
    }
  });

  it('still differs in layout from one variant to the next in every genre', () => {
    for (const genre of GENRES) {
      const [first, second] = [0, 1].map((variant) =>
        cutoutArrangement(directionsFrom([]), genre, variant, true),
      );
      expect(first!.layout !== second!.layout || layoutPlace(first!) !== layoutPlace(second!)).toBe(
        true,
      );
    }
  });

  it('stands a body or a product on a side in both first variants, never shrunk to the centre', () => {
    for (const genre of ['fashion', 'fitness', 'tech', 'cooking'] as const) {
      expect(layouts(genre, true).slice(0, 2), genre).toEqual(['cutout-side', 'cutout-side']);
    }
  });

  it('brings the second variant of a whole person closer rather than mirroring the first', () => {
    for (const genre of ['fashion', 'fitness', 'tech', 'cooking'] as const) {
      const [first, second] = [0, 1].map((variant) =>
        cutoutArrangement(directionsFrom([]), genre, variant, true),
      );
      expect([first!.zoom, second!.zoom > 1], genre).toEqual([1, true]);
    }
    // Where the second variant is a close-up already, and in a split, nothing is closer.
    expect(cutoutArrangement(directionsFrom([]), 'gaming', 1, true).zoom).toBe(1);
    const split = directionsFrom([{ kind: 'split', split: 'versus' }]);
    expect(cutoutArrangement(split, 'fitness', 1, true).zoom).toBe(1);
  });

  it('shows the closer variant whole again on "zoom out" or "the whole outfit"', () => {
    const closer = cutoutArrangement(directionsFrom([]), 'fashion', 1, true);
    expect(framedWhole(closer).zoom).toBe(1);
    expect(zoomedArrangement(closer, 'out', true).zoom).toBe(1);
  });
});
