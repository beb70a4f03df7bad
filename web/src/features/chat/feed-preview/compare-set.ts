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

/**
 * What a too-similar pair looks like to a viewer, in a creator's words: the same picture, or
 * almost the same (the renderer's measure stays behind the scenes).
 */
export function similarPairWarning(first: string, second: string, difference: number): string {
  const look = difference === 0 ? 'are the same picture' : 'look almost the same in the feed';
  return (
    `${first} and ${second} ${look}: viewers would hardly tell them apart, so a test between ` +
    'them teaches you little. Change the title, the colours or the layout of one.'
  );
}

export const DIFFERENT_ENOUGH = 'These thumbnails look different enough to test.';
