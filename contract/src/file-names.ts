import { DOWNLOAD_EXTENSIONS, type DownloadFormat } from './plan-perks.js';

/** Long enough for a whole video title, short enough for every file system's name limit. */
const MAX_STEM_CHARACTERS = 60;

/**
 * `i-tried-living-on-mars`: a title as a file or folder name, lower case, its words joined by
 * hyphens. Latin accents are dropped; letters and vowel signs of every other script stay, so a
 * Hindi title keeps its words. `fallback` when no letter or digit is left.
 */
export function fileNameStem(title: string, fallback: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  let stem = '';
  for (const word of words) {
    const longer = stem ? `${stem}-${word}` : word;
    if ([...longer].length > MAX_STEM_CHARACTERS) break;
    stem = longer;
  }
  return stem || [...(words[0] ?? '')].slice(0, MAX_STEM_CHARACTERS).join('') || fallback;
}

/**
 * `i-tried-living-on-mars-1.webp`: variant 1, 2... of a reply (or a language version, `-hi`), in
 * the format chosen.
 */
export function thumbnailFileName(
  title: string,
  variant: number | string,
  format: DownloadFormat,
): string {
  return `${fileNameStem(title, 'thumbnail')}-${variant}.${DOWNLOAD_EXTENSIONS[format]}`;
}
