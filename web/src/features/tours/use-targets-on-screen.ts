import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Longer than the drawer's slide-in (225 ms): a spotlight measured mid-slide lands beside it. */
const SETTLE_MS = 450;

const onScreen = (selector: string) =>
  (document.querySelector(selector)?.getClientRects().length ?? 0) > 0;

/**
 * Whether every selector matches a rendered element, watched while `watching`: a tour's targets
 * may arrive later (the composer loads with a chat, the phone drawer opens) or never.
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
