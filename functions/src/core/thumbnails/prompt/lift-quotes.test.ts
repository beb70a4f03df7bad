import { describe, expect, it } from 'vitest';
import { LIMITS } from '@thumbforge/contract';
import { liftQuotes } from './lift-quotes.js';
import { shortTexts } from '../../../../test/support/short-texts.js';

// The pattern this code replaced: its meaning, kept, is checked against it on short inputs.
const OLD_QUOTED = /["“”„«»]([^"“”„«»]*)["“”„«»]|(?<=^|[\s:(])'([^']*)'(?=$|[\s.,;:!?)])/g;

function oldLift(text: string): { text: string; quoted: string[] } {
  const quoted: string[] = [];
  const lifted = text.replace(OLD_QUOTED, (_match, double?: string, single?: string) => {
    quoted.push(double ?? single ?? '');
    return `<${quoted.length - 1}>`;
  });
  return { text: lifted, quoted };
}

const PIECES = ['"', '“', '»', "'", ' ', ':', '(', ')', '.', '!', 'a', 'b', '\n', "n't "];

describe('liftQuotes', () => {
  const lift = (text: string) => liftQuotes(text, (index) => `<${index}>`);

  it('lifts double and single quotations, not apostrophes', () => {
    expect(lift(`title "GAME OVER" and 'Day One', don't blur`)).toEqual({
      text: `title <0> and <1>, don't blur`,
      quoted: ['GAME OVER', 'Day One'],
    });
    expect(lift('say “Hi» now "open')).toEqual({ text: 'say <0> now "open', quoted: ['Hi'] });
    expect(lift("it's Ann's")).toEqual({ text: "it's Ann's", quoted: [] });
  });

  it('means exactly what the replaced pattern meant', () => {
    for (const text of shortTexts(PIECES, 5000))
      expect([text, lift(text)]).toEqual([text, oldLift(text)]);
  });

  it('reads the longest prompt of unclosed quotes', () => {
    const singles = " 'x".repeat(LIMITS.promptMaxChars / 3);
    expect(lift(singles)).toEqual({ text: singles, quoted: [] });
    const doubles = `"${'x'.repeat(LIMITS.promptMaxChars - 1)}`;
    expect(lift(doubles)).toEqual({ text: doubles, quoted: [] });
  });
});
