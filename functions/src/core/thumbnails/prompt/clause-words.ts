// Word lookups in plain code rather than patterns like /\bless\b.*\bcontrast\b/, which retry the
// `.*` from every "less" and so take the square of a long clause's length.

/**
 * The lower-case words of a clause, in order: runs of ASCII letters, digits and apostrophes
 * ("don't" is one word). Every reader of a prompt splits it this way, so a word means the same
 * to all of them.
 */
export function wordsOf(clause: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const char of clause.toLowerCase()) {
    const isWord = (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') || char === "'";
    if (isWord) current += char;
    else if (current) {
      words.push(current);
      current = '';
    }
  }
  if (current) words.push(current);
  return words;
}

/** Whether one of the words `firsts` comes somewhere before one of the words `laters`. */
export function comesBefore(
  words: readonly string[],
  firsts: Iterable<string>,
  laters: Iterable<string>,
): boolean {
  const first = new Set(firsts);
  const later = new Set(laters);
  const at = words.findIndex((word) => first.has(word));
  return at !== -1 && words.slice(at + 1).some((word) => later.has(word));
}

/** "two words" in order, next to each other. */
export function hasPair(words: readonly string[], first: string, second: string): boolean {
  return words.some((word, i) => word === first && words[i + 1] === second);
}

// The words every reader of a prompt shares, so a clause means the same to all of them.
const REMOVING = new Set('remove removed delete drop no without rid lose hide off'.split(' '));
const TITLE_WORDS = new Set(
  'text title titles font word words letters caption headline heading lettering'.split(' '),
);

/** Whether a clause asks for something to go ("remove", "no", "take away"). */
export function asksRemoval(words: readonly string[]): boolean {
  return words.some((word) => REMOVING.has(word)) || hasPair(words, 'take', 'away');
}

/** Whether a clause is about the title's words rather than the picture. */
export function mentionsTitle(words: readonly string[]): boolean {
  return words.some((word) => TITLE_WORDS.has(word));
}
