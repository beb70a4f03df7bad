import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthSession } from '../auth-kit';
import { AuthSessionContext } from '../auth-session-context';
import { createLocalSession, type LocalSession } from './local-session';

const LocalSessionContext = createContext<LocalSession | null>(null);

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const [session] = useState(createLocalSession);
  const status = useSyncExternalStore(session.subscribe, session.getStatus);

  useEffect(() => {
    // The first token request is the sign-in check; a failure already set the status.
    session.getToken().catch(() => undefined);
  }, [session]);

  const authSession = useMemo<AuthSession>(
    () => ({ status, getToken: session.getToken, signOut: session.signOut }),
    [status, session],
  );

  return (
    <LocalSessionContext value={session}>
      <AuthSessionContext value={authSession}>{children}</AuthSessionContext>
    </LocalSessionContext>
  );
}

/** The local kit's own screens sign in and up through this. */
export function useLocalSession(): LocalSession {
  const session = useContext(LocalSessionContext);
  if (!session) throw new Error('useLocalSession must be used inside <LocalAuthProvider>');
  return session;
}
