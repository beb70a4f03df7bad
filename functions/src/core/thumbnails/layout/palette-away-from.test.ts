import { describe, expect, it } from 'vitest';
import { hueDistance, vividHueOfHex } from '../../colour/vivid-hue.js';
import { paletteAwayFrom, strongColour } from './palette-away-from.js';

const ORANGE_PALETTE = { accent: '#ffb400', second: '#ff5a36', deep: '#1a0f05' };

describe('paletteAwayFrom', () => {
  it('turns the colours that repeat a red subject’s hue to the opposite side of the wheel', () => {
    const redCup = '#c8281e';
    const turned = paletteAwayFrom(ORANGE_PALETTE, [redCup]);
    for (const colour of [turned.accent, turned.second]) {
      expect(hueDistance(vividHueOfHex(colour)!, 3)).toBeGreaterThan(90);
    }
    // Too dark to show a hue: the deep ground stays.
    expect(turned.deep).toBe(ORANGE_PALETTE.deep);
    // A blue, far from red already, stays blue.
    const withBlue = paletteAwayFrom({ ...ORANGE_PALETTE, second: '#2f7bff' }, [redCup]);
    expect(withBlue.second).toBe('#2f7bff');
    expect(withBlue.accent).not.toBe(ORANGE_PALETTE.accent);
  });

  it('turns rays the colour of the glow asked away from it, so the glow shows', () => {
    const turned = paletteAwayFrom(ORANGE_PALETTE, ['#ffc21a']);
    expect(turned.accent).not.toBe(ORANGE_PALETTE.accent);
    expect(paletteAwayFrom(ORANGE_PALETTE, [])).toEqual(ORANGE_PALETTE);
  });

  it('finds no colour to keep clear of in a subject with little strong colour', () => {
    expect(strongColour(null)).toBeNull();
    expect(strongColour({ hue: 20, share: 0.05, colour: '#dc8c50' })).toBeNull();
    expect(strongColour({ hue: 5, share: 0.6, colour: '#c8281e' })).toBe('#c8281e');
  });

  it('reads warm when warmth is asked: cold colours turn to reds and pinks clear of the subject', () => {
    const cold = { accent: '#2f7bff', second: '#19c2d6', deep: '#05101a' };
    const warm = paletteAwayFrom(cold, [], 'warmer');
    for (const colour of [warm.accent, warm.second]) {
      const hue = vividHueOfHex(colour)!;
      expect(hue >= 330 || hue <= 60, colour).toBe(true);
    }
    // An orange cat in a gold glow: warm still, and clear of both.
    const clear = paletteAwayFrom(cold, ['#c8783c', '#ffc21a'], 'warmer');
    const hue = vividHueOfHex(clear.accent)!;
    expect(hue >= 330 || hue <= 60).toBe(true);
    expect(hueDistance(hue, 26)).toBeGreaterThanOrEqual(55);
    expect(hueDistance(hue, 45)).toBeGreaterThanOrEqual(55);
  });

  it('reads cool when coolness is asked, and leaves colours that already do', () => {
    const cool = paletteAwayFrom(ORANGE_PALETTE, [], 'cooler');
    const hue = vividHueOfHex(cool.accent)!;
    expect(hue >= 170 && hue <= 270).toBe(true);
    const blue = { accent: '#2f7bff', second: '#19c2d6', deep: '#05101a' };
    expect(paletteAwayFrom(blue, [], 'cooler')).toEqual(blue);
  });
});
