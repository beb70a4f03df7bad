import type { Message } from '@thumbforge/contract';

/**
 * An image of a message as stored: its capability URL (what the API returns) and its file path
 * (what the server reads; it never fetches a URL). Generated images add more JSON fields (the
 * base art's path, the title layer); every field survives a round trip through the store.
 */
export interface MessageImage {
  url: string;
  path: string;
  readonly [field: string]: unknown;
}

/** The `chats/{chatId}/messages/{id}` document. */
export interface MessageRecord {
  id: string;
  chatId: string;
  ownerId: string;
  role: Message['role'];
  text: string;
  images: MessageImage[];
  status: Message['status'];
  meta: Message['meta'];
  createdAt: string;
  /** When retention deleted the message's images (their `images` are then empty). */
  imagesExpiredAt?: string;
}

export type MessagePatch = Partial<
  Pick<MessageRecord, 'text' | 'images' | 'status' | 'meta' | 'imagesExpiredAt'>
>;

/**
 * A patch, or a change read from the message as it is in the same transaction: writers on other
 * instances (the image model's variants, each a task of its own) join one reply without losing
 * each other's images.
 */
export type MessageChange = MessagePatch | ((current: MessageRecord) => MessagePatch);

/** The patch a change makes to `current`. */
export function patchOf(change: MessageChange, current: MessageRecord): MessagePatch {
  return typeof change === 'function' ? change(current) : change;
}

/**
 * The messages of chats. A message lives under its chat (in Firestore, a subcollection), so every
 * call names the chat. Ownership is checked on the chat before its messages are touched.
 */
export interface MessageStore {
  /**
   * Stores a message. Appending an id that exists changes nothing and answers 'exists', so a
   * retried generation cannot write its message twice.
   */
  append(message: MessageRecord): Promise<'created' | 'exists'>;
  /**
   * Appends a reply only while its chat (owned by `message.ownerId`) and the message it answers
   * (`inReplyTo`) are still there, checked in the same transaction: a chat being deleted (its
   * messages go first) takes no new message. 'gone' writes nothing.
   */
  appendReply(message: MessageRecord, inReplyTo: string): Promise<'created' | 'exists' | 'gone'>;
  get(chatId: string, messageId: string): Promise<MessageRecord | null>;
  /** The updated message, or null when the chat has no such message. */
  update(chatId: string, messageId: string, change: MessageChange): Promise<MessageRecord | null>;
  /** Oldest `createdAt` first. */
  listByChat(chatId: string): Promise<MessageRecord[]>;
  /** Deletes every message of the chat; answers how many there were. */
  deleteByChat(chatId: string): Promise<number>;
  /**
   * Messages of any chat created before `cutoff` that still hold images, oldest first, at most
   * `limit` (retention: their images are due for deletion).
   */
  listWithImagesBefore(cutoff: Date, limit: number): Promise<MessageRecord[]>;
}
