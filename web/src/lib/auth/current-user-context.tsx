import type { User } from '@thumbforge/contract';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLiveUser } from '../live/live-data-context';
import { useAuthSession } from './auth-session-context';

/** The client auth state of SPEC.md section 4. */
export interface CurrentUserState {
  authUser: User | null;
  tokens: number;
  checking: boolean;
  loggedOut: boolean;
}

export interface CurrentUser extends CurrentUserState {
  /** Reloads the user and the token balance from `/auth/me`. */
  checkAuth: () => Promise<void>;
  decrementTokens: () => void;
  addTokens: (amount: number) => void;
}

/** A local change to the balance, valid until the user record it was made on is replaced. */
interface TokenAdjustment {
  base: User | undefined;
  delta: number;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

/**
 * The user comes from the live data, so a balance changed in another tab shows here too; local
 * adjustments (a generation's token) last until the next server answer replaces them.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  const { data, loading, refresh } = useLiveUser();
  const [adjustment, setAdjustment] = useState<TokenAdjustment>({ base: undefined, delta: 0 });

  const value = useMemo<CurrentUser>(() => {
    const signedIn = status === 'signedIn';
    const authUser = signedIn ? (data ?? null) : null;
    const delta = adjustment.base === data ? adjustment.delta : 0;
    const adjust = (amount: number) =>
      setAdjustment((current) => ({
        base: data,
        delta: (current.base === data ? current.delta : 0) + amount,
      }));
    return {
      authUser,
      tokens: authUser ? Math.max(0, authUser.tokenBalance + delta) : 0,
      checking: signedIn && loading,
      // A failed check with nothing loaded clears the user (SPEC.md section 4).
      loggedOut: status === 'signedOut' || (signedIn && !loading && !data),
      checkAuth: refresh,
      decrementTokens: () => adjust(-1),
      addTokens: adjust,
    };
  }, [status, data, loading, refresh, adjustment]);

  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside <CurrentUserProvider>');
  return user;
}
