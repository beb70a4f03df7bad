import { describe, expect, it } from 'vitest';
import { fileNameStem, thumbnailFileName } from './file-names.js';

describe('file names from a video title', () => {
  it('names a thumbnail after its title, variant and format', () => {
    expect(thumbnailFileName('I Tried Living on Mars!', 1, 'webp')).toBe(
      'i-tried-living-on-mars-1.webp',
    );
    expect(thumbnailFileName('I Tried Living on Mars!', 2, 'jpeg')).toBe(
      'i-tried-living-on-mars-2.jpg',
    );
    expect(thumbnailFileName('  ', 1, 'png')).toBe('thumbnail-1.png');
  });

  it('drops accents and characters file systems refuse, and keeps other scripts whole', () => {
    expect(fileNameStem('Café: «Crème» / brûlée?', 'x')).toBe('cafe-creme-brulee');
    expect(fileNameStem('मंगल पर जीवन', 'x')).toBe('मंगल-पर-जीवन');
    expect(fileNameStem('../../etc/passwd', 'x')).toBe('etc-passwd');
    expect(fileNameStem('🔥🔥', 'fallback')).toBe('fallback');
  });

  it('cuts a long title at a word, and a single long word at the limit', () => {
    const stem = fileNameStem('word '.repeat(40), 'x');
    expect(stem.length).toBeLessThanOrEqual(60);
    expect(stem.endsWith('word')).toBe(true);
    expect([...fileNameStem('a'.repeat(100), 'x')]).toHaveLength(60);
  });
});
