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
});
