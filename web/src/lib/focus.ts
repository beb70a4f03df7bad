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

/**
 * Moves focus to the first of `selectors` that can take it (shown and enabled): where a modal
 * step that held focus (a guided tour) hands it on, rather than back to what came before it.
 */
export function focusFirstAvailable(selectors: readonly string[]) {
  for (const selector of selectors) {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element || element.getClientRects().length === 0) continue;
    if (element.matches(':disabled, [aria-disabled="true"]')) continue;
    element.focus();
    if (document.activeElement === element) return;
  }
}
