import { FILE_LINKS, type Chat, type Message, type Payment, type User } from '@thumbforge/contract';
import {
  collection,
  doc,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { defer, from, map, of, retry, switchMap, timer, type Observable } from 'rxjs';
import type { ApiClient } from '../../api/api-client';
import { getMe } from '../../auth/get-me';
import { getChatMessages } from '../get-chat-messages';
import { toChats, toPayment, toUser } from './firestore-docs';

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

/**
 * A round trip to the server, then the listener's own turn. A server read of the listener's own
 * query does not go to the server while the listener is in sync: it answers with what the
 * listener last heard, which may predate a write the API has just committed. A read of another
 * query (`probe`, one document) is answered at a snapshot after that write, and the SDK brings
 * every listener to that snapshot before it answers; the listener's callback is queued ahead of
 * the read's, and one more macrotask lets it run.
 */
async function roundTrip(probe: Query): Promise<void> {
  await getDocsFromServer(probe);
  await new Promise((resolve) => setTimeout(resolve, 0));
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
    readFromServer: () => roundTrip(query(owned, limit(1))),
  };
}

export function chatsListener(firestore: Firestore, uid: string): LiveListener<Chat[]> {
  return ownedNewestFirst(firestore, 'chats', uid, toChats);
}

/** A failed read of a chat's messages is tried again this often, after as many seconds. */
const MESSAGE_READ_RETRIES = 2;

export function messagesListener(
  firestore: Firestore,
  api: ApiClient,
  uid: string,
  chatId: string,
): LiveListener<Message[]> {
  // Messages carry their chat's owner, so the rules can check them without reading the chat.
  const messages = query(
    collection(firestore, 'chats', chatId, 'messages'),
    where('ownerId', '==', uid),
    orderBy('createdAt'),
  );
  // A stored message holds its files' paths, never a link that dies: the API signs each link when
  // the messages are read, for the owner's account as it is then (FILE_LINKS). So the listener
  // says when the chat changed, and the API answers what it holds, again before the links expire.
  const signed = () =>
    timer(0, FILE_LINKS.refreshMs).pipe(
      switchMap(() =>
        defer(() => getChatMessages(api, chatId)).pipe(
          retry({ count: MESSAGE_READ_RETRIES, delay: (_error, attempt) => timer(attempt * 1000) }),
        ),
      ),
    );
  return {
    key: `messages:${uid}:${chatId}`,
    // No documents: a new chat, or one being deleted, which the API would answer 404.
    listen: () =>
      fromRef(messages).pipe(switchMap((snapshot) => (snapshot.empty ? of([]) : signed()))),
    readFromServer: () => roundTrip(query(messages, limit(1))),
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
    // Its own read would share the listener's target: one ledger entry is a query the rules allow.
    readFromServer: () => roundTrip(query(collection(user, 'ledger'), limit(1))),
  };
}

export function paymentsListener(firestore: Firestore, uid: string): LiveListener<Payment[]> {
  return ownedNewestFirst(firestore, 'payments', uid, (docs) => docs.map(toPayment));
}
