import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { savedStyleSummary } from './saved-style';

describe('savedStyleSummary', () => {
  it('is null when nothing is remembered', () => {
    expect(savedStyleSummary(undefined)).toBeNull();
    expect(savedStyleSummary(EMPTY_PREFERENCES)).toBeNull();
  });

  it('joins what is remembered, style notes last', () => {
    expect(
      savedStyleSummary({
        genre: 'gaming',
        mood: 'exciting',
        resolution: '1280 x 720',
        styleNotes: ['brighter colours'],
      }),
    ).toBe('gaming · exciting · 1280 x 720 · brighter colours');
    expect(savedStyleSummary({ ...EMPTY_PREFERENCES, mood: 'fun' })).toBe('fun');
  });
});
