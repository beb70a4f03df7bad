import { describe, expect, it } from 'vitest';
import { LIMITS } from '@thumbforge/contract';
import { comesBefore, wordsOf } from './clause-words.js';

describe('wordsOf', () => {
  it('splits into lower-case words, keeping an apostrophe inside one', () => {
    expect(wordsOf("Less-contrast, DON'T blur_it (red)!")).toEqual([
      'less',
      'contrast',
      "don't",
      'blur',
      'it',
      'red',
    ]);
    expect(wordsOf(' … ')).toEqual([]);
  });
});

describe('comesBefore', () => {
  it('needs one of the first words somewhere before one of the later ones', () => {
    const words = wordsOf('less of the glow and more contrast');
    expect(comesBefore(words, ['less', 'lower'], ['contrast'])).toBe(true);
    expect(comesBefore(words, ['contrast'], ['less'])).toBe(false);
    expect(comesBefore(words, ['contrast'], ['contrast'])).toBe(false);
  });

  it('answers for the longest prompt of repeated first words', () => {
    const words = wordsOf('less '.repeat(LIMITS.promptMaxChars / 5));
    expect(comesBefore(words, ['less'], ['contrast'])).toBe(false);
  });
});
