export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The browser's storage of that kind, or null where it is missing or refuses access (private
 * modes, blocked cookies): what is kept there is a convenience, never worth breaking the page.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}
