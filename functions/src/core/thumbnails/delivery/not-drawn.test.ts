import { describe, expect, it } from 'vitest';
import { notDrawnSentence } from './not-drawn.js';

describe('the sentence naming what could not be drawn', () => {
  it('names each thing once and what can be added instead, without how the app runs', () => {
    const sentence = notDrawnSentence(['a dragon', 'a dragon', 'a glowing game controller']);
    expect(sentence).toBe(
      'I could not add: a dragon; a glowing game controller. I can add backgrounds, arrows, ' +
        'circles, "!" or "?" badges, stickers, outlines and glows.',
    );
    expect(sentence).not.toMatch(/offline|online|model|server/i);
  });

  it('is empty when everything asked was drawn', () => {
    expect(notDrawnSentence([])).toBe('');
    expect(notDrawnSentence(undefined)).toBe('');
  });
});
