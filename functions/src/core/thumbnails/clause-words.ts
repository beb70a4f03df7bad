// Word lookups in plain code rather than patterns like /\bless\b.*\bcontrast\b/, which retry the
// `.*` from every "less" and so take the square of a long clause's length.

/** The words of a clause as `\b` delimits them: runs of ASCII letters, digits and `_`. */
export function wordsOf(clause: string): string[] {
  return clause.split(/\W+/).filter((word) => word !== '');
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
