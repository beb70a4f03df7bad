import { describe, expect, it } from 'vitest';
import { clerkAppearance } from '@/components/auth/clerk/clerk-appearance';
import { theme } from './theme';

/** WCAG relative luminance of a #rrggbb colour, from 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('clerkAppearance', () => {
  const { variables = {}, options } = clerkAppearance(theme);

  it('uses the red primary colour with white text on it', () => {
    expect(variables.colorPrimary).toBe('#e50914');
    expect(variables.colorPrimaryForeground).toBe('#ffffff');
  });

  it('is dark: dark card and inputs, light text, a white neutral scale', () => {
    for (const background of [variables.colorBackground, variables.colorInput]) {
      expect(luminance(String(background))).toBeLessThan(0.02);
    }
    for (const text of [variables.colorForeground, variables.colorInputForeground]) {
      expect(luminance(String(text))).toBeGreaterThan(0.8);
    }
    expect(variables.colorNeutral).toBe('#fff');
  });

  it("uses the app's font and hides Clerk's logo under the app's own", () => {
    expect(variables.fontFamily).toMatch(/^"Inter Variable"/);
    expect(options?.logoPlacement).toBe('none');
  });
});
