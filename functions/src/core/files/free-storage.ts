import { FREE_STORAGE_MESSAGES } from '@thumbforge/contract';
import type { ChatStore } from '../ports/chat-store.port.js';
import type { MessageImage, MessageRecord, MessageStore } from '../ports/message-store.port.js';
import { TooLarge } from '../errors.js';

/**
 * What an image that cost no token (a language version) holds in storage, kept on the image as
 * `freeBytes`: its own file and, on the first of a set, the files the set shares.
 */
function freeBytesOf(image: MessageImage): number {
  const bytes = image.freeBytes;
  return typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
}

/** The bytes of free outputs the message holds. */
export function freeBytesIn(message: Pick<MessageRecord, 'images'>): number {
  return message.images.reduce((sum, image) => sum + freeBytesOf(image), 0);
}

export interface FreeStoragePorts {
  chats: Pick<ChatStore, 'listByOwner'>;
  messages: Pick<MessageStore, 'listByChat'>;
  /** The most bytes of free outputs one creator may keep, over all their chats. */
  freeStorageBytes: number;
}

/**
 * A creator's room for free outputs: made from what their chats hold now, less what the new work
 * replaces, and checked at each file before it is stored, so free work can never fill the disk:
 * each paid picture's set is bounded, and so is the sum over all of them.
 */
export async function freeStorageRoom(
  userId: string,
  replaced: number,
  ports: FreeStoragePorts,
): Promise<{ take(bytes: number): void }> {
  const chats = await ports.chats.listByOwner(userId);
  let held = -replaced;
  for (const chat of chats) {
    for (const message of await ports.messages.listByChat(chat.id)) held += freeBytesIn(message);
  }
  return {
    take(bytes) {
      if (held + bytes > ports.freeStorageBytes) {
        throw new TooLarge(
          FREE_STORAGE_MESSAGES.full,
          `${held} + ${bytes} bytes of free outputs over ${ports.freeStorageBytes}`,
        );
      }
      held += bytes;
    },
  };
}
