import type { TOUR_FLAGS } from '@thumbforge/contract';

export type TourFlag = (typeof TOUR_FLAGS)[keyof typeof TOUR_FLAGS];

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Storage can be missing or refuse access (private modes, blocked cookies): a tour then simply
// shows again next visit rather than breaking the page.
function storage(): FlagStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** SPEC.md section 9: each tour shows once, remembered by its flag in local storage. */
export function isTourComplete(flag: TourFlag, store: FlagStorage | null = storage()): boolean {
  try {
    return store?.getItem(flag) === 'true';
  } catch {
    return false;
  }
}

export function completeTour(flag: TourFlag, store: FlagStorage | null = storage()): void {
  try {
    store?.setItem(flag, 'true');
  } catch {
    // See storage(): the tour may show again, nothing worse.
  }
}
