import { describe, expect, it } from 'vitest';
import { hueDistance, hueOf, turnHue, vividHue, vividHueOfHex } from './vivid-hue.js';

function pixels(...colours: [number, number, number][]): Uint8ClampedArray {
  return new Uint8ClampedArray(colours.flatMap(([red, green, blue]) => [red, green, blue, 255]));
}

describe('vivid hue', () => {
  it('reads hues round the wheel and how far apart they are', () => {
    expect(hueOf(255, 0, 0)).toBe(0);
    expect(hueOf(0, 255, 0)).toBe(120);
    expect(hueOf(0, 0, 255)).toBe(240);
    expect(hueDistance(350, 10)).toBe(20);
    expect(hueDistance(0, 180)).toBe(180);
  });

  it('averages reds either side of 0 degrees to red, and counts only vivid pixels', () => {
    const found = vividHue(
      pixels([255, 0, 30], [255, 30, 0], [128, 128, 128], [20, 20, 20]),
      () => true,
    );
    expect(found).not.toBeNull();
    expect(hueDistance(found!.hue, 0)).toBeLessThan(1);
    expect(found!.share).toBe(0.5);
    expect(found!.colour).toBe('#ff0f0f');
  });

  it('finds no strong colour in skin, greys or pixels not counted', () => {
    const skins = pixels([220, 170, 140], [198, 134, 66], [141, 85, 36], [128, 128, 128]);
    expect(vividHue(skins, () => true)).toBeNull();
    expect(vividHue(pixels([255, 0, 0]), () => false)).toBeNull();
    expect(vividHueOfHex('#dcb08c')).toBeNull();
  });

  it('turns a hue, keeping lightness and strength', () => {
    expect(turnHue('#ff0000', 120)).toBe('#00ff00');
    expect(turnHue('#ff8a00', 180)).toBe('#0075ff');
    expect(turnHue('#ff8a00', 0)).toBe('#ff8a00');
  });
});
