import { describe, expect, it } from 'vitest';
import { LIMITS } from '@thumbforge/contract';
import { trimLooseEnds } from './trim-loose-ends.js';
import { shortTexts } from '../../../test/support/short-texts.js';

// The patterns this code replaced: its meaning, kept, is checked against them on short inputs,
// where their backtracking costs nothing.
const OLD_LEADING = /^[\s,;:.!?-]*(?:(?:and|then)\b[\s,;:-]*)?/i;
const OLD_TRAILING = /[\s,;:-]*(?:\b(?:and|then))?[\s,;:-]*$/i;
const oldTrim = (text: string) => text.replace(OLD_LEADING, '').replace(OLD_TRAILING, '');

const PIECES = [
  ' ',
  '\t',
  ',',
  ';',
  ':',
  '-',
  '.',
  '!',
  '?',
  'and',
  'AND',
  'then',
  'Then',
  'x',
  'é',
  '_',
  'band',
  'then1',
];

describe('trimLooseEnds', () => {
  it('drops separators and one dangling "and" or "then" at either end', () => {
    expect(trimLooseEnds('and make it warmer,')).toBe('make it warmer');
    expect(trimLooseEnds('. Then brighter - and ')).toBe('brighter');
    expect(trimLooseEnds('brighter, and then')).toBe('brighter, and');
    expect(trimLooseEnds('a band')).toBe('a band');
    expect(trimLooseEnds('thenceforth brighter')).toBe('thenceforth brighter');
    expect(trimLooseEnds(' , and ')).toBe('');
  });

  it('means exactly what the replaced patterns meant', () => {
    for (const text of shortTexts(PIECES, 5000))
      expect([text, trimLooseEnds(text)]).toEqual([text, oldTrim(text)]);
  });

  it('trims the prompt that froze the server, at the longest prompt allowed', () => {
    const attack = `make it brighter${' -'.repeat((LIMITS.promptMaxChars - 18) / 2)} x`;
    expect(attack).toHaveLength(LIMITS.promptMaxChars);
    expect(trimLooseEnds(attack)).toBe(attack);
    expect(trimLooseEnds(`${attack} and,`)).toBe(attack);
  });
});
