import { useAuth } from '@clerk/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { AuthSession, AuthStatus } from '../auth-kit';
import { AuthSessionContext } from '../auth-session-context';

/** Clerk's auth state as the app's `AuthSession`. */
export function ClerkSession({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, userId, getToken, signOut } = useAuth();
  const status: AuthStatus = !isLoaded ? 'loading' : isSignedIn ? 'signedIn' : 'signedOut';

  // A new function for each user (Clerk can switch accounts without signing out), so the API
  // client and the live data built on it start over and no data crosses accounts.
  const getSessionToken = useCallback(
    () => (userId ? getToken() : Promise.resolve(null)),
    [getToken, userId],
  );

  const session = useMemo<AuthSession>(
    () => ({ status, getToken: getSessionToken, signOut: () => signOut() }),
    [status, getSessionToken, signOut],
  );

  return <AuthSessionContext value={session}>{children}</AuthSessionContext>;
}
