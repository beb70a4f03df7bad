import { isSpace, isWordChar } from '../plain-text.js';

// Plain string code, not patterns: this runs over edit prompts of up to 10,000 characters, where a
// pattern like /[\s,;:-]*(?:\b(?:and|then))?[\s,;:-]*$/ backtracks for the cube of the length.

const CONJUNCTIONS = ['and', 'then'];

function isSeparator(char: string): boolean {
  return isSpace(char) || char === ',' || char === ';' || char === ':' || char === '-';
}

function isLeadingSeparator(char: string): boolean {
  return isSeparator(char) || char === '.' || char === '!' || char === '?';
}

function skipForward(text: string, from: number, skip: (char: string) => boolean): number {
  let at = from;
  while (at < text.length && skip(text.charAt(at))) at += 1;
  return at;
}

function skipBack(text: string, end: number, skip: (char: string) => boolean): number {
  let at = end;
  while (at > 0 && skip(text.charAt(at - 1))) at -= 1;
  return at;
}

/**
 * Drops the punctuation, spaces and one dangling "and" or "then" that are left at either end of a
 * prompt once parts of it are cut out ("and make it warmer," -> "make it warmer").
 */
export function trimLooseEnds(text: string): string {
  let start = skipForward(text, 0, isLeadingSeparator);
  const head = text.slice(start, start + 4).toLowerCase();
  const leading = CONJUNCTIONS.find((word) => head.startsWith(word));
  if (leading && !isWordChar(text.charAt(start + leading.length))) {
    start = skipForward(text, start + leading.length, isSeparator);
  }

  let end = skipBack(text, text.length, isSeparator);
  const tail = text.slice(Math.max(0, end - 4), end).toLowerCase();
  const trailing = CONJUNCTIONS.find((word) => tail.endsWith(word));
  if (trailing && !isWordChar(text.charAt(end - trailing.length - 1))) {
    end = skipBack(text, end - trailing.length, isSeparator);
  }
  return start < end ? text.slice(start, end) : '';
}
