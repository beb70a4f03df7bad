import { LIMITS } from '@thumbforge/contract';

const UNTITLED_CHAT = 'Untitled Chat';

/** The title as people read it: a new chat has none yet. */
export function fullTitle(title: string): string {
  return title.trim() || UNTITLED_CHAT;
}

/** The sidebar shows 17 characters and an ellipsis (docs/product-rules.md section 9); the rest is in a tooltip. */
export function shortTitle(title: string): string {
  const full = fullTitle(title);
  // Array.from counts characters, so an emoji is never cut in half.
  const characters = Array.from(full);
  if (characters.length <= LIMITS.chatTitleDisplayChars) return full;
  return `${characters.slice(0, LIMITS.chatTitleDisplayChars).join('')}…`;
}

/** The first character of a titled chat, for the collapsed sidebar's rail; null when untitled. */
export function chatInitial(title: string): string | null {
  const [first] = Array.from(title.trim());
  return first ? first.toLocaleUpperCase() : null;
}

/**
 * What an inline rename saves: the trimmed text, only when it is non-empty and differs from the
 * current title (docs/product-rules.md section 4); otherwise null, and the edit just ends.
 */
export function renamedTitle(current: string, typed: string): string | null {
  const next = typed.trim();
  return next && next !== current ? next : null;
}
