import type { Chat, Message, Payment, User } from '@thumbforge/contract';
import { useMemo, useSyncExternalStore } from 'react';
import type { LiveQuery } from '../live-data';
import type { QuerySnapshot, RefetchingQuery } from './live-query';
import { useLiveStore } from './sse-live-provider';

const NOTHING: QuerySnapshot<never> = { data: undefined, loading: false, error: null };
const noSubscription = () => () => {};
const nothing = () => NOTHING;
const nothingToRefresh = () => Promise.resolve();

/** Signed out or no chat open: no query, nothing loading. */
function useQuery<T>(query: RefetchingQuery<T> | null): LiveQuery<T> {
  const snapshot = useSyncExternalStore<QuerySnapshot<T>>(
    query?.subscribe ?? noSubscription,
    query?.getSnapshot ?? nothing,
  );
  const refresh = query?.refresh ?? nothingToRefresh;
  return useMemo(() => ({ ...snapshot, refresh }), [snapshot, refresh]);
}

export function useSseChats(): LiveQuery<Chat[]> {
  return useQuery(useLiveStore()?.chats ?? null);
}

export function useSseUser(): LiveQuery<User> {
  return useQuery(useLiveStore()?.user ?? null);
}

export function useSseChatMessages(chatId: string | null): LiveQuery<Message[]> {
  const store = useLiveStore();
  return useQuery(store && chatId ? store.messages(chatId) : null);
}

export function useSsePayments(): LiveQuery<Payment[]> {
  return useQuery(useLiveStore()?.payments ?? null);
}
