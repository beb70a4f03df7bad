import { describe, expect, it } from 'vitest';
import { emojiPieces, typedEmoji } from './scene-vocabulary.js';

/*
 * V8's grapheme segmenter slows down by the square of a string's length (10,000 characters of one
 * clause took 90 ms of the request thread), so it only ever reads short pieces of a clause.
 */
describe('typed emoji', () => {
  it('finds whole emoji: skin tones, flags, keycaps and joined families, each once', () => {
    expect(typedEmoji('add 😱🔥 and 👍🏽x🇮🇳🇺🇸 1️⃣ 👨‍👩‍👧 © ™ ❤️ a😀b 😱')).toEqual([
      '😱',
      '🔥',
      '👍🏽',
      '🇮🇳',
      '🇺🇸',
      '1️⃣',
      '👨‍👩‍👧',
      '❤️',
      '😀',
    ]);
  });

  it('cuts a clause of 8,000 characters into pieces of about one grapheme each', () => {
    for (const unit of ['😱🔥👍🏽', '🇮🇳', '👨‍👩‍👧', 'make it brighter ', '1️⃣']) {
      const clause = unit.repeat(Math.ceil(8000 / unit.length));
      const pieces = emojiPieces(clause);
      expect(pieces.join('')).toBe(clause.replace(/\s/g, ''));
      expect(Math.max(...pieces.map((piece) => piece.length)), unit).toBeLessThanOrEqual(8);
    }
  });
});
