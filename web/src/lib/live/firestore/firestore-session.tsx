import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAuth as useFirebaseAuth } from 'reactfire';
import { useApiClient } from '../../api/api-client-context';
import type { ApiClient } from '../../api/api-client';
import { useAuthSession } from '../../auth/auth-session-context';
import { useFirebaseLink, type FirebaseLink } from './use-firebase-link';

interface FirestoreSession {
  link: FirebaseLink;
  /** Signs in to Firebase again, which starts every listener afresh (after a failure). */
  restart: () => void;
  api: ApiClient;
}

const FirestoreSessionContext = createContext<FirestoreSession | null>(null);

/** Keeps Firebase signed in as the app's user for the listeners below. */
export function FirestoreSessionProvider({ children }: { children: ReactNode }) {
  const auth = useFirebaseAuth();
  const api = useApiClient();
  const { status } = useAuthSession();
  const [attempt, setAttempt] = useState(0);
  const link = useFirebaseLink(auth, api, status, attempt);
  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  const session = useMemo(() => ({ link, restart, api }), [link, restart, api]);
  return <FirestoreSessionContext value={session}>{children}</FirestoreSessionContext>;
}

export function useFirestoreSession(): FirestoreSession {
  const session = useContext(FirestoreSessionContext);
  if (!session) throw new Error('Firestore live data hooks must be used inside its Provider');
  return session;
}
