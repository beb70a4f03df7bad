import { describe, expect, it } from 'vitest';
import { styleSummary } from './saved-style';

describe('styleSummary', () => {
  it('is null when there is nothing to show', () => {
    expect(styleSummary(null)).toBeNull();
    expect(styleSummary({ genre: null, mood: null, resolution: null, styleWords: [] })).toBeNull();
  });

  it('joins the choices, style words last', () => {
    expect(
      styleSummary({
        genre: 'gaming',
        mood: 'exciting',
        resolution: '1280 x 720',
        styleWords: ['purple neon background', 'warmer'],
      }),
    ).toBe('gaming · exciting · 1280 x 720 · purple neon background · warmer');
    expect(styleSummary({ genre: null, mood: 'fun', resolution: null, styleWords: [] })).toBe(
      'fun',
    );
  });
});
