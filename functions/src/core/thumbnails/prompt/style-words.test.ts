import { describe, expect, it } from 'vitest';
import { parseEditInstructions } from './parse-edit-instructions.js';
import { styleWordsBeside, styleWordsIn } from './style-words.js';

describe('styleWordsIn', () => {
  it('keeps the look of a description and leaves out what belongs to one picture', () => {
    expect(
      styleWordsIn(
        'me shocked on a purple neon background, red arrow at my face, make it warmer, yellow title, "GAME OVER"',
      ),
    ).toEqual(['purple neon background', 'warmer', 'yellow title']);
    expect(styleWordsIn('a red arrow pointing at her face and sparkles, zoom in')).toEqual([]);
  });

  it('names each look in words the parser reads back as the same change', () => {
    const prompts = [
      'purple and blue gradient background',
      'white background',
      'dark background, green outline, yellow glow',
      'brighter, more contrast, muted colours',
      'black and white with a red border',
      'darker and cooler, softer contrast, more vivid colours',
    ];
    for (const prompt of prompts) {
      const words = styleWordsIn(prompt);
      expect(words.length).toBeGreaterThan(0);
      const again = parseEditInstructions(words.join('\n'), { forGeneration: true });
      expect(again.operations).toEqual(
        parseEditInstructions(prompt, { forGeneration: true }).operations,
      );
      expect(again.notUnderstood).toEqual([]);
    }
  });

  it('names a look once, however often it is asked', () => {
    expect(styleWordsIn('warmer, warmer')).toEqual(['warmer']);
    expect(styleWordsIn('red outline, blue outline')).toEqual(['blue outline']);
  });
});

describe('styleWordsBeside', () => {
  const remembered = ['purple neon background', 'warmer', 'yellow title', 'red outline'];

  it('gives way where the prompt asks the same kind of change itself', () => {
    expect(
      styleWordsBeside(remembered, 'me on a white background, make it warmer, no outline'),
    ).toEqual(['yellow title', 'red outline']);
    expect(styleWordsBeside(remembered, 'a red title please')).toEqual([
      'purple neon background',
      'warmer',
      'red outline',
    ]);
  });

  it('keeps them all for a prompt about something else', () => {
    expect(styleWordsBeside(remembered, 'Me with my morning coffee')).toEqual(remembered);
  });
});
