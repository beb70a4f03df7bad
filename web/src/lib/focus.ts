import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether keyboard focus has fallen back to the page: the focused control was disabled or
 * removed. Focus is only ever moved for the user then, never taken from where they put it.
 */
export function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/**
 * A control disabled while `busy` drops keyboard focus on the page; when `busy` ends, focus goes
 * to `target` (if it is still lost), so a keyboard user carries on from where they were.
 */
export function useRefocusWhenDone(busy: boolean, target: RefObject<HTMLElement | null>) {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (ended && focusIsLost()) target.current?.focus();
  }, [busy, target]);
}
