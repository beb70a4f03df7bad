import { describe, expect, it } from 'vitest';
import { colourInWords } from './colour-words.js';

describe('colourInWords', () => {
  it('names a colour by its hue and shade, and neutrals as black, white or grey', () => {
    expect(
      ['#e50914', '#ffd60a', '#0a1f5c', '#ffb3d9', '#00b3a4', '#22d35b', '#8a2be2', '#ff8a00'].map(
        colourInWords,
      ),
    ).toEqual(['red', 'yellow', 'dark blue', 'light pink', 'cyan', 'green', 'purple', 'orange']);
    expect(['#000000', '#ffffff', '#808080', '#333333'].map(colourInWords)).toEqual([
      'black',
      'white',
      'grey',
      'dark grey',
    ]);
  });
});
