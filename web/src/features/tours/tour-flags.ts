import type { TOUR_FLAGS } from '@thumbforge/contract';
import { browserStorage, type KeyValueStorage } from '@/lib/browser-storage';

export type TourFlag = (typeof TOUR_FLAGS)[keyof typeof TOUR_FLAGS];

// Without storage a tour simply shows again next visit.
const storage = () => browserStorage('localStorage');

/** docs/product-rules.md section 9: each tour shows once, remembered by its flag in local storage. */
export function isTourComplete(flag: TourFlag, store: KeyValueStorage | null = storage()): boolean {
  try {
    return store?.getItem(flag) === 'true';
  } catch {
    return false;
  }
}

export function completeTour(flag: TourFlag, store: KeyValueStorage | null = storage()): void {
  try {
    store?.setItem(flag, 'true');
  } catch {
    // See storage(): the tour may show again, nothing worse.
  }
}
