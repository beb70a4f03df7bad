import { API_PATHS, firebaseTokenResponseSchema } from '@thumbforge/contract';
import { signInWithCustomToken, signOut, type Auth } from 'firebase/auth';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/api-client';
import type { AuthStatus } from '../../auth/auth-kit';

/** Where the Firebase sign-in that Firestore's rules need stands. */
export type FirebaseLink =
  | { state: 'signedOut' }
  | { state: 'linking' }
  | { state: 'failed'; error: Error }
  /** `id` is new for every sign-in, so no listener cached for an earlier one is reused. */
  | { state: 'linked'; uid: string; id: number };

const SIGNED_OUT: FirebaseLink = { state: 'signedOut' };
const LINKING: FirebaseLink = { state: 'linking' };
let signIns = 0;

interface Outcome {
  api: ApiClient;
  attempt: number;
  link: FirebaseLink;
}

/**
 * Signs in to Firebase as the signed-in Clerk user with a custom token from the server
 * (`POST /auth/firebase-token`): Clerk's own Firebase integration is closed to new applications.
 * The API client is new for every Clerk user, so a change of user signs in again, and an outcome
 * reached for another user or an earlier attempt is never reported.
 */
export function useFirebaseLink(
  auth: Auth,
  api: ApiClient,
  status: AuthStatus,
  attempt: number,
): FirebaseLink {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (status === 'signedOut') {
      void signOut(auth);
      return;
    }
    if (status !== 'signedIn') return;
    let current = true;
    api
      .request(API_PATHS.firebaseToken, firebaseTokenResponseSchema, { method: 'POST' })
      .then(({ token }) => signInWithCustomToken(auth, token))
      .then(
        ({ user }) => {
          if (!current) return;
          signIns += 1;
          setOutcome({ api, attempt, link: { state: 'linked', uid: user.uid, id: signIns } });
        },
        (error: unknown) => {
          if (!current) return;
          const failure = error instanceof Error ? error : new Error(String(error));
          setOutcome({ api, attempt, link: { state: 'failed', error: failure } });
        },
      );
    return () => {
      current = false;
    };
  }, [auth, api, status, attempt]);

  if (status === 'signedOut') return SIGNED_OUT;
  if (status !== 'signedIn' || outcome?.api !== api || outcome.attempt !== attempt) return LINKING;
  return outcome.link;
}
