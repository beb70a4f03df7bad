import type { Chat, Message, Payment, User } from '@thumbforge/contract';
import type { ComponentType, ReactNode } from 'react';

/** One piece of the signed-in user's server data, kept current by the live implementation. */
export interface LiveQuery<T> {
  /** Undefined until the first answer; kept through later failures so the screen does not blank. */
  data: T | undefined;
  /** True only while waiting for the first answer. */
  loading: boolean;
  /** The last fetch's failure, cleared by the next success. */
  error: Error | null;
  /**
   * Resolves once data at least as new as this call is in place (never rejects: failures land in
   * `error`), so a write can be followed by what it changed before the screen moves on.
   */
  refresh: () => Promise<void>;
}

/**
 * How the web keeps server data current in every tab (docs/architecture.md section 1): the embedded
 * runtime listens to a server-sent event stream and refetches, the Firebase runtime listens to
 * Firestore. Components use the hooks of `live-data-context` and never know which one runs.
 */
export interface LiveData {
  /** Keeps the signed-in user's data current for everything below it. */
  Provider: ComponentType<{ children: ReactNode }>;
  /** The sidebar's chats: pinned first, then newest first. */
  useChats: () => LiveQuery<Chat[]>;
  /** The open chat's messages, oldest first; `null` when no chat is open (nothing is fetched). */
  useChatMessages: (chatId: string | null) => LiveQuery<Message[]>;
  /** The signed-in user with the token balance. */
  useUser: () => LiveQuery<User>;
  /** The signed-in user's payments, newest first. */
  usePayments: () => LiveQuery<Payment[]>;
}
