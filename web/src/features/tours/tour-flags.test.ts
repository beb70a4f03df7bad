import { TOUR_FLAGS } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { completeTour, isTourComplete } from './tour-flags';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('tour flags', () => {
  it('marks one tour complete under its own flag', () => {
    const store = memoryStorage();
    expect(isTourComplete(TOUR_FLAGS.createChat, store)).toBe(false);
    completeTour(TOUR_FLAGS.createChat, store);
    expect(store.items.get('tour1complete')).toBe('true');
    expect(isTourComplete(TOUR_FLAGS.createChat, store)).toBe(true);
    expect(isTourComplete(TOUR_FLAGS.firstChat, store)).toBe(false);
  });

  it('treats storage that refuses access as a tour not yet shown', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isTourComplete(TOUR_FLAGS.editing, refusing)).toBe(false);
    expect(() => completeTour(TOUR_FLAGS.editing, refusing)).not.toThrow();
    expect(isTourComplete(TOUR_FLAGS.editing, null)).toBe(false);
  });
});
