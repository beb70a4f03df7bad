import { describe, expect, it } from 'vitest';
import { countSteps } from '../../../../test/support/count-steps.js';
import { planSentence } from '../scene/index.js';
import { parseEditInstructions } from './parse-edit-instructions.js';

/*
 * Reading a prompt into a plan must take time in proportion to its length, whatever it holds: a
 * step count (not a clock) on prompts of 1,000 to 8,000 characters grows about twice as fast
 * when the prompt doubles, never four times.
 */

const SIZES = [1000, 2000, 4000, 8000];

/** Prompts of about `size` characters, each built to find a loop that rescans the text. */
const PROMPTS: Record<string, (size: number) => string> = {
  'dim,': (size) => 'dim,'.repeat(size / 4),
  'brighter, ': (size) => 'brighter, '.repeat(size / 10),
  'add a a a ... arrow': (size) => `add ${'a '.repeat(size / 2)}arrow`,
  'a long quoted title': (size) => `change the text to "${'x '.repeat(size / 2)}"`,
  'many quotes': (size) => '"a", '.repeat(size / 5),
  'CJK text': (size) => '中文字'.repeat(size / 3),
  'colours joined by and': (size) => 'red and '.repeat(size / 8),
  'less ... contrast': (size) => `${'less '.repeat(size / 5)}contrast`,
  'off ... face': (size) => `move the title ${'off '.repeat(size / 4)}face`,
  'things it cannot draw': (size) => 'add a dragon, '.repeat(size / 14),
  callouts: (size) => 'add a red arrow and a yellow star sticker, '.repeat(size / 43),
  'words without separators': (size) => 'make it the '.repeat(size / 12),
  'typed emoji in one clause': (size) => '😱🔥👍🏽'.repeat(size / 8),
  'sticker words in one clause': (size) => 'sparkles fire emoji red cross '.repeat(size / 30),
  'scene words in one clause': (size) => 'on a beach at city fairy lights '.repeat(size / 32),
  'colours per side': (size) => 'red on the left, blue on the right '.repeat(size / 35),
  'a gap between the sides': (size) => `red on the left${' '.repeat(size - 40)} blue on the right`,
};

function planSteps(prompt: string, forGeneration: boolean): number {
  return countSteps(() => {
    planSentence(parseEditInstructions(prompt, { forGeneration }));
  });
}

/** How many times the steps grew at each doubling of the prompt. */
function growth(prompt: (size: number) => string, forGeneration: boolean): number[] {
  const steps = SIZES.map((size) => planSteps(prompt(size), forGeneration));
  return steps.slice(1).map((count, i) => count / (steps[i] ?? 1));
}

describe('parsing and planning a prompt', () => {
  it.each(Object.entries(PROMPTS))('take steps linear in the length of %j', (_name, prompt) => {
    for (const forGeneration of [false, true]) {
      for (const ratio of growth(prompt, forGeneration)) expect(ratio).toBeLessThan(2.3);
    }
  });

  it('counts the steps of a loop that rescans the text as a square', () => {
    // Each "a" scanned to the end, as the phrase finder did before it was made linear.
    const rescans = (size: number) =>
      countSteps(() => {
        const words = 'a '.repeat(size / 2).split(' ');
        for (let i = 0; i < words.length; i += 1) words.slice(i).some((word) => word === 'arrow');
      });
    expect(rescans(4000) / rescans(2000)).toBeGreaterThan(3.5);
  });
});
