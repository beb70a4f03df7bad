/** The `chats/{chatId}` document. Timestamps are ISO 8601 strings. */
export interface ChatRecord {
  id: string;
  ownerId: string;
  title: string;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ChatPatch {
  title?: string;
  pinned?: boolean;
  updatedAt: string;
}

/**
 * The chats of every user. Every read and write names the owner: another user's chat behaves
 * exactly like a missing one (null / false), so nothing about it can leak.
 */
export interface ChatStore {
  /** Stores a new chat; its id is fresh (random), so it does not exist yet. */
  create(chat: ChatRecord): Promise<void>;
  findOwned(ownerId: string, chatId: string): Promise<ChatRecord | null>;
  /** The owner's chats, newest `createdAt` first (equality on ownerId + one orderBy). */
  listByOwner(ownerId: string): Promise<ChatRecord[]>;
  /** The updated chat, or null when the owner has no such chat. */
  update(ownerId: string, chatId: string, patch: ChatPatch): Promise<ChatRecord | null>;
  /** Flips `pinned` atomically (two racing toggles end where they started). */
  togglePinned(ownerId: string, chatId: string, updatedAt: string): Promise<ChatRecord | null>;
  /** Deletes the chat document only (messages and files have their own stores); false when absent. */
  delete(ownerId: string, chatId: string): Promise<boolean>;
}
