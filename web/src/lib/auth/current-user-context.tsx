import type { User } from '@thumbforge/contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLiveUser } from '../live/live-data-context';
import { useAuthSession } from './auth-session-context';

/** The client auth state of docs/product-rules.md section 4. */
interface CurrentUserState {
  authUser: User | null;
  tokens: number;
  checking: boolean;
  loggedOut: boolean;
}

interface CurrentUser extends CurrentUserState {
  /** Reloads the user and the token balance from `/auth/me`. */
  checkAuth: () => Promise<void>;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The user comes from the live data, so a balance changed in another tab shows here too. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  const { data, loading, refresh } = useLiveUser();

  const value = useMemo<CurrentUser>(() => {
    const signedIn = status === 'signedIn';
    const authUser = signedIn ? (data ?? null) : null;
    return {
      authUser,
      tokens: authUser ? authUser.tokenBalance : 0,
      checking: signedIn && loading,
      // A failed check with nothing loaded clears the user (docs/product-rules.md section 4).
      loggedOut: status === 'signedOut' || (signedIn && !loading && !data),
      checkAuth: refresh,
    };
  }, [status, data, loading, refresh]);

  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside <CurrentUserProvider>');
  return user;
}
