import { describe, expect, it } from 'vitest';
import { hueDistance, vividHueOfHex } from '../../colour/vivid-hue.js';
import { paletteAgainstSubject, strongColour } from './palette-against-subject.js';

const ORANGE_PALETTE = { accent: '#ffb400', second: '#ff5a36', deep: '#1a0f05' };

describe('paletteAgainstSubject', () => {
  it('turns the colours that repeat a red subject’s hue to the opposite side of the wheel', () => {
    const redCup = { hue: 5, share: 0.6, colour: '#c8281e' };
    const turned = paletteAgainstSubject(ORANGE_PALETTE, redCup);
    for (const colour of [turned.accent, turned.second]) {
      expect(hueDistance(vividHueOfHex(colour)!, redCup.hue)).toBeGreaterThan(90);
    }
    // Too dark to show a hue: the deep ground stays.
    expect(turned.deep).toBe(ORANGE_PALETTE.deep);
    // A blue, far from red already, stays blue.
    const withBlue = paletteAgainstSubject({ ...ORANGE_PALETTE, second: '#2f7bff' }, redCup);
    expect(withBlue.second).toBe('#2f7bff');
    expect(withBlue.accent).not.toBe(ORANGE_PALETTE.accent);
  });

  it('keeps the palette for a subject with no strong colour of its own', () => {
    expect(paletteAgainstSubject(ORANGE_PALETTE, null)).toEqual(ORANGE_PALETTE);
    const skin = { hue: 20, share: 0.05, colour: '#dc8c50' };
    expect(paletteAgainstSubject(ORANGE_PALETTE, skin)).toEqual(ORANGE_PALETTE);
    expect(strongColour(skin)).toBeNull();
  });
});
