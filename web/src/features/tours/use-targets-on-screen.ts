import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Longer than the drawer's slide-in (225 ms): a spotlight measured mid-slide lands beside it. */
const SETTLE_MS = 450;

/**
 * Rendered, and not under a sheet or dialog the creator opened (a modal hides the rest of the page
 * from screen readers): a bubble over that sheet would cover the very fields its step asks for.
 */
function onScreen(selector: string): boolean {
  const element = document.querySelector(selector);
  return (
    element !== null &&
    element.getClientRects().length > 0 &&
    element.closest('[aria-hidden="true"]') === null
  );
}

/**
 * Whether every selector matches an element on screen, watched while `watching`: a tour's targets
 * may arrive later (the composer loads with a chat, the phone drawer opens), hide under a sheet
 * for a while, or never come.
 */
function useTargetsRendered(selectors: readonly string[], watching: boolean): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!watching) return () => {};
      const observer = new MutationObserver(notify);
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      window.addEventListener('resize', notify);
      return () => {
        observer.disconnect();
        window.removeEventListener('resize', notify);
      };
    },
    [watching],
  );
  const getSnapshot = useCallback(
    () => watching && selectors.every(onScreen),
    [selectors, watching],
  );
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** True once every target has been on screen for a moment, so it has stopped moving. */
export function useTargetsOnScreen(selectors: readonly string[], watching: boolean): boolean {
  const rendered = useTargetsRendered(selectors, watching);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!rendered) return;
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => {
      clearTimeout(timer);
      setSettled(false);
    };
  }, [rendered]);
  return rendered && settled;
}
