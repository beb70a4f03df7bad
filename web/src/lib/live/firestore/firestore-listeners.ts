import type { Chat, Message, Payment, User } from '@thumbforge/contract';
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { from, map, of, switchMap, type Observable } from 'rxjs';
import type { ApiClient } from '../../api/api-client';
import { getMe } from '../../auth/get-me';
import { toChats, toMessages, toPayment, toUser } from './firestore-docs';

/**
 * One Firestore listener of the signed-in user's data. The queries are the ones `firestore.rules`
 * allows a client (equality on `ownerId`, one `orderBy`) and `firestore.indexes.json` serves.
 */
export interface LiveListener<T> {
  /** Names the listener in reactfire's cache: every screen using the same key shares one. */
  key: string;
  listen: () => Observable<T>;
  /** A read the server answers, not the cache: once it resolves, the listener is at least as new. */
  readFromServer: () => Promise<unknown>;
}

/** A top-level collection's documents of one owner, newest first, as one listener. */
function ownedNewestFirst<T>(
  firestore: Firestore,
  name: 'chats' | 'payments',
  uid: string,
  read: (docs: QueryDocumentSnapshot[]) => T,
): LiveListener<T> {
  const owned = query(
    collection(firestore, name),
    where('ownerId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
  return {
    key: `${name}:${uid}`,
    listen: () => fromRef(owned).pipe(map((snapshot) => read(snapshot.docs))),
    readFromServer: () => getDocsFromServer(owned),
  };
}

export function chatsListener(firestore: Firestore, uid: string): LiveListener<Chat[]> {
  return ownedNewestFirst(firestore, 'chats', uid, toChats);
}

export function messagesListener(
  firestore: Firestore,
  uid: string,
  chatId: string,
): LiveListener<Message[]> {
  // Messages carry their chat's owner, so the rules can check them without reading the chat.
  // Ordered by `createdAt` only: `orderBy('insertedAt')` would drop the messages written before
  // the field existed, so `toMessages` orders the ties.
  const messages = query(
    collection(firestore, 'chats', chatId, 'messages'),
    where('ownerId', '==', uid),
    orderBy('createdAt'),
  );
  return {
    key: `messages:${uid}:${chatId}`,
    listen: () => fromRef(messages).pipe(map((snapshot) => toMessages(snapshot.docs))),
    readFromServer: () => getDocsFromServer(messages),
  };
}

export function userListener(
  firestore: Firestore,
  api: ApiClient,
  uid: string,
): LiveListener<User> {
  const user = doc(firestore, 'users', uid);
  return {
    key: `user:${uid}`,
    // A new user's document is written by their first `GET /auth/me`, with the free tokens; its
    // answer shows until the document arrives.
    listen: () =>
      fromRef(user).pipe(
        switchMap((snapshot) => (snapshot.exists() ? of(toUser(snapshot)) : from(getMe(api)))),
      ),
    readFromServer: () => getDocFromServer(user),
  };
}

export function paymentsListener(firestore: Firestore, uid: string): LiveListener<Payment[]> {
  return ownedNewestFirst(firestore, 'payments', uid, (docs) => docs.map(toPayment));
}
