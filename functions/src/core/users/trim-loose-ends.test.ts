import { describe, expect, it } from 'vitest';
import { LIMITS } from '@thumbforge/contract';
import { trimLooseEnds } from './trim-loose-ends.js';

// The patterns this code replaced: its meaning, kept, is checked against them on short inputs,
// where their backtracking costs nothing.
const OLD_LEADING = /^[\s,;:.!?-]*(?:(?:and|then)\b[\s,;:-]*)?/i;
const OLD_TRAILING = /[\s,;:-]*(?:\b(?:and|then))?[\s,;:-]*$/i;
const oldTrim = (text: string) => text.replace(OLD_LEADING, '').replace(OLD_TRAILING, '');

/** A deterministic generator, so a failure names an input that can be replayed. */
function* shortTexts(count: number): Generator<string> {
  const pieces = [
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
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let i = 0; i < count; i += 1) {
    const length = next() % 7;
    let text = '';
    for (let j = 0; j < length; j += 1) text += pieces[next() % pieces.length];
    yield text;
  }
}

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
    for (const text of shortTexts(5000))
      expect([text, trimLooseEnds(text)]).toEqual([text, oldTrim(text)]);
  });

  it('trims the prompt that froze the server, at the longest prompt allowed', () => {
    const attack = `make it brighter${' -'.repeat((LIMITS.promptMaxChars - 18) / 2)} x`;
    expect(attack).toHaveLength(LIMITS.promptMaxChars);
    expect(trimLooseEnds(attack)).toBe(attack);
    expect(trimLooseEnds(`${attack} and,`)).toBe(attack);
  });
});
