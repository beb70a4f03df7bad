/** The Firestore layout of docs/architecture.md section 3; the rules and indexes use the same names. */
export const COLLECTIONS = {
  users: 'users',
  /** Subcollection of a user: `users/{uid}/ledger/{key}`. */
  ledger: 'ledger',
  chats: 'chats',
  /** Subcollection of a chat: `chats/{chatId}/messages/{id}`. */
  messages: 'messages',
  payments: 'payments',
  webhookEvents: 'webhookEvents',
  /** Refunds and disputes that came before their payment's credit. */
  heldReversals: 'heldReversals',
  counters: 'counters',
  /** Tokens held for generations in progress, keyed by the user message that asked. */
  reservations: 'reservations',
  /** API keys by the hash of the key. */
  apiKeys: 'apiKeys',
  /** Replies the image model may still be painting, keyed by reply, for the overdue sweep. */
  paintingReplies: 'paintingReplies',
} as const;
