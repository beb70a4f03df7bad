import { API_PATHS, API_PREFIX, FILE_LINKS } from '@thumbforge/contract';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useApiClient } from '../../api/api-client-context';
import { useAuthSession } from '../../auth/auth-session-context';
import { openChangeStream } from './change-stream';
import { createLiveStore, type LiveStore } from './live-store';

const LiveStoreContext = createContext<LiveStore | null>(null);

/**
 * While signed in: one store of the user's data, refetched on every change the server streams,
 * after every reconnect and whenever the tab is shown again (a hidden tab's stream may have been
 * frozen by the browser), and the open chats every `FILE_LINKS.refreshMs`, for fresh image links. A new session gets a new store, so no data crosses accounts.
 */
export function SseLiveProvider({ children }: { children: ReactNode }) {
  const { status, getToken } = useAuthSession();
  const api = useApiClient();
  const store = useMemo(() => (status === 'signedIn' ? createLiveStore(api) : null), [status, api]);

  useEffect(() => {
    if (!store) return;
    const stream = openChangeStream({
      url: `${API_PREFIX}${API_PATHS.events}`,
      getToken,
      onChange: store.apply,
      onReady: store.refetchAll,
    });
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') store.refetchAll();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    // Image links expire (FILE_LINKS): a tab left open reads its chat again before they do.
    const links = setInterval(store.refreshLinks, FILE_LINKS.refreshMs);
    return () => {
      clearInterval(links);
      stream.close();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [store, getToken]);

  return <LiveStoreContext value={store}>{children}</LiveStoreContext>;
}

/** Null while signed out. */
export function useLiveStore(): LiveStore | null {
  return useContext(LiveStoreContext);
}
