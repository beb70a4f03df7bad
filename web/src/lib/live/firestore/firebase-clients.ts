import type { FirebaseWebConfig } from '@thumbforge/contract';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

/** The Firebase SDKs the live data needs, for the web app the server names in `GET /config`. */
export function createFirebaseClients(config: FirebaseWebConfig) {
  const app = initializeApp(config);
  // Clerk is the session of record: the Firebase sign-in made from it lasts as long as the page,
  // so signing out of Clerk leaves no Firebase session behind in the browser.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  const firestore = getFirestore(app);
  if (config.emulators) {
    connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
    connectFirestoreEmulator(
      firestore,
      config.emulators.firestoreHost,
      config.emulators.firestorePort,
    );
  }
  return { app, auth, firestore };
}
