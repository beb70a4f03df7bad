import type { FirebaseWebConfig } from '@thumbforge/contract';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import type { LiveData } from '../live-data';
import { createFirebaseClients } from './firebase-clients';
import { FirestoreSessionProvider } from './firestore-session';
import {
  useFirestoreChatMessages,
  useFirestoreChats,
  useFirestorePayments,
  useFirestoreUser,
} from './use-firestore-query';

/**
 * The Firebase runtime's live data: the web signs in to Firebase as the Clerk user and listens to
 * its own documents with reactfire; the server's writes arrive in every tab without a refetch.
 */
export function createFirestoreLiveData(config: FirebaseWebConfig): LiveData {
  const { app, auth, firestore } = createFirebaseClients(config);

  function Provider({ children }: { children: ReactNode }) {
    return (
      <FirebaseAppProvider firebaseApp={app}>
        <AuthProvider sdk={auth}>
          <FirestoreProvider sdk={firestore}>
            <FirestoreSessionProvider>{children}</FirestoreSessionProvider>
          </FirestoreProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    );
  }

  return {
    Provider,
    useChats: useFirestoreChats,
    useChatMessages: useFirestoreChatMessages,
    useUser: useFirestoreUser,
    usePayments: useFirestorePayments,
  };
}
