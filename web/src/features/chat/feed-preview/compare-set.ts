const LETTERS = ['A', 'B', 'C'] as const;

/** The largest set YouTube's Test & Compare takes. */
export const COMPARE_SET_MAX = LETTERS.length;

/**
 * Picks a thumbnail into the set or out of it; a fourth pick is ignored. The set keeps the order
 * the thumbnails have in the chat, whatever order they were tapped in, so the letters read A, B,
 * C from left to right.
 */
export function togglePick(set: readonly string[], url: string, inChat: readonly string[]) {
  if (set.includes(url)) return set.filter((picked) => picked !== url);
  if (set.length >= COMPARE_SET_MAX) return [...set];
  return inChat.filter((candidate) => candidate === url || set.includes(candidate));
}

/** A picked thumbnail's letter in the set (A, B or C); '' when it is not picked. */
export function setLetter(set: readonly string[], url: string): string {
  return LETTERS[set.indexOf(url)] ?? '';
}
