import { describe, expect, it } from 'vitest';
import { contrastRatio, hexLuma, hexToRgb, scaleHex, withAlpha } from './colour-math.js';

describe('colour arithmetic', () => {
  it('reads hex colours into channels', () => {
    expect(hexToRgb('#e50914')).toEqual({ red: 229, green: 9, blue: 20 });
  });

  it('tells light colours from dark ones by luma', () => {
    expect(hexLuma('#000000')).toBe(0);
    expect(hexLuma('#ffffff')).toBeCloseTo(255);
    expect(hexLuma('#ffd60a')).toBeGreaterThan(150);
    expect(hexLuma('#2f7bff')).toBeLessThan(150);
  });

  it('darkens by scaling every channel, rounded, as hex', () => {
    expect(scaleHex('#ff8000', 0.5)).toBe('#804000');
    expect(scaleHex('#123456', 1)).toBe('#123456');
  });

  it('writes a see-through colour for a canvas', () => {
    expect(withAlpha('#e50914', 0.4)).toBe('rgba(229, 9, 20, 0.4)');
  });

  it('measures WCAG contrast from 1 to 21', () => {
    expect(contrastRatio(hexToRgb('#000000'), hexToRgb('#ffffff'))).toBeCloseTo(21);
    expect(contrastRatio(hexToRgb('#777777'), hexToRgb('#777777'))).toBe(1);
  });
});
