import type { Chat, Message, Payment, User } from '@thumbforge/contract';
import { useCallback, useMemo } from 'react';
import { useFirestore, useObservable } from 'reactfire';
import { of } from 'rxjs';
import type { LiveQuery } from '../live-data';
import {
  chatsListener,
  messagesListener,
  paymentsListener,
  userListener,
  type LiveListener,
} from './firestore-listeners';
import { useFirestoreSession } from './firestore-session';
import { settle, type Settled } from './settle';

const IDLE_ID = 'thumbforge:firestore:idle';
const idle = of<Settled<never>>({ data: undefined, error: null });

/**
 * One listener as a `LiveQuery`: nothing while signed out or when there is nothing to listen to,
 * loading while Firebase signs in, then reactfire's cached listener.
 */
function useLiveListener<T>(makeListener: ((uid: string) => LiveListener<T>) | null): LiveQuery<T> {
  const { link, restart } = useFirestoreSession();
  const linked = link.state === 'linked' ? link : null;
  const uid = linked?.uid ?? null;
  const listener = useMemo(
    () => (makeListener && uid ? makeListener(uid) : null),
    [makeListener, uid],
  );
  const source = useMemo(() => (listener ? settle(listener.listen()) : idle), [listener]);
  // reactfire keeps a listener, and its failure, for the page's life: a new sign-in gets new ones.
  const id = listener && linked ? `thumbforge:firestore:${linked.id}:${listener.key}` : IDLE_ID;
  const { status, data: settled } = useObservable<Settled<T>>(id, source);

  const failed = link.state === 'failed' || Boolean(settled?.error);
  const refresh = useCallback(async () => {
    // A listener's failure is final (permission, missing index), so a refresh starts over.
    if (failed) return restart();
    // Offline, the listener itself brings the change once the connection is back.
    await listener?.readFromServer().catch(() => undefined);
  }, [failed, listener, restart]);

  return useMemo((): LiveQuery<T> => {
    if (!makeListener || link.state === 'signedOut') {
      return { data: undefined, loading: false, error: null, refresh };
    }
    if (link.state === 'linking') return { data: undefined, loading: true, error: null, refresh };
    if (link.state === 'failed') {
      return { data: undefined, loading: false, error: link.error, refresh };
    }
    return {
      data: settled?.data,
      loading: status === 'loading',
      error: settled?.error ?? null,
      refresh,
    };
  }, [makeListener, link, settled, status, refresh]);
}

export function useFirestoreChats(): LiveQuery<Chat[]> {
  const firestore = useFirestore();
  const makeListener = useCallback((uid: string) => chatsListener(firestore, uid), [firestore]);
  return useLiveListener(makeListener);
}

export function useFirestoreChatMessages(chatId: string | null): LiveQuery<Message[]> {
  const firestore = useFirestore();
  const { api } = useFirestoreSession();
  const makeListener = useMemo(
    () => (chatId ? (uid: string) => messagesListener(firestore, api, uid, chatId) : null),
    [firestore, api, chatId],
  );
  return useLiveListener(makeListener);
}

export function useFirestoreUser(): LiveQuery<User> {
  const firestore = useFirestore();
  const { api } = useFirestoreSession();
  const makeListener = useCallback(
    (uid: string) => userListener(firestore, api, uid),
    [firestore, api],
  );
  return useLiveListener(makeListener);
}

export function useFirestorePayments(): LiveQuery<Payment[]> {
  const firestore = useFirestore();
  const makeListener = useCallback((uid: string) => paymentsListener(firestore, uid), [firestore]);
  return useLiveListener(makeListener);
}
