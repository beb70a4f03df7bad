import {
  compareSidebarOrder,
  MESSAGES,
  type Chat,
  type ChatMessages,
  type User,
} from '@thumbforge/contract';
import { InsufficientTokens, NotFound } from '../errors.js';
import { newRecordId } from '../ids.js';
import type { ChatRecord } from '../ports/chat-store.port.js';
import { chatFilesPrefix } from './chat-files.js';
import type { ChatPorts } from './chat-ports.js';
import { toChat, toMessages } from './to-api.js';

export function chatNotFound(chatId: string): NotFound {
  return new NotFound(MESSAGES.chatNotFound, `chat ${chatId} is missing or not the caller's`);
}

/** The caller's chat, or 404 (another user's chat answers the same as a missing one). */
export async function ownedChat(
  ports: Pick<ChatPorts, 'chats'>,
  userId: string,
  chatId: string,
): Promise<ChatRecord> {
  const chat = await ports.chats.findOwned(userId, chatId);
  if (!chat) throw chatNotFound(chatId);
  return chat;
}

/** The contract's sidebar order; the web sorts Firestore's chats with the same rule. */
function sidebarOrder(chats: ChatRecord[]): ChatRecord[] {
  return [...chats].sort(compareSidebarOrder);
}

export async function listChats(userId: string, ports: ChatPorts): Promise<Chat[]> {
  return sidebarOrder(await ports.chats.listByOwner(userId)).map(toChat);
}

/**
 * A new, untitled chat. It costs nothing, but needs a balance above 0 (docs/product-rules.md section 5). A
 * closed account never gets here: the account gate refuses every write of one.
 */
export async function createChat(user: User, ports: ChatPorts): Promise<Chat> {
  if (user.tokenBalance <= 0) throw new InsufficientTokens(MESSAGES.notEnoughTokens);
  const at = ports.now().toISOString();
  const chat: ChatRecord = {
    id: newRecordId(),
    ownerId: user.id,
    title: '',
    pinned: false,
    createdAt: at,
    updatedAt: at,
  };
  await ports.chats.create(chat);
  return toChat(chat);
}

/** `title` comes parsed by the contract (trimmed, 1 to 100 characters). */
export async function renameChat(
  userId: string,
  chatId: string,
  title: string,
  ports: ChatPorts,
): Promise<Chat> {
  const chat = await ports.chats.update(userId, chatId, {
    title,
    updatedAt: ports.now().toISOString(),
  });
  if (!chat) throw chatNotFound(chatId);
  return toChat(chat);
}

export async function togglePin(userId: string, chatId: string, ports: ChatPorts): Promise<Chat> {
  const chat = await ports.chats.togglePinned(userId, chatId, ports.now().toISOString());
  if (!chat) throw chatNotFound(chatId);
  return toChat(chat);
}

/**
 * Deletes a chat with its messages and files. The chat document goes last, so a failure part-way
 * leaves a chat the user still sees and can delete again, never orphans no one can reach. Work
 * still writing into the chat (a generation, an edit, language versions) stores its reply only
 * while the chat and the message it answers are there (checked in its final transaction), so
 * once the chat document is gone nothing new is kept; what such work committed while the first
 * pass ran is taken by a second one, and files it writes later it removes itself.
 */
export async function deleteChat(userId: string, chatId: string, ports: ChatPorts): Promise<void> {
  await ownedChat(ports, userId, chatId);
  const folder = chatFilesPrefix(userId, chatId);
  await ports.messages.deleteByChat(chatId);
  await ports.files.deleteByPrefix(folder);
  if (!(await ports.chats.delete(userId, chatId))) throw chatNotFound(chatId);
  await ports.messages.deleteByChat(chatId);
  await ports.files.deleteByPrefix(folder);
}

/** The chat's messages, oldest first, in the `chatMessages` shape the web reads. */
export async function readChatMessages(
  owner: { id: string; closedAt?: string | null },
  chatId: string,
  ports: ChatPorts,
): Promise<ChatMessages> {
  await ownedChat(ports, owner.id, chatId);
  const messages = await ports.messages.listByChat(chatId);
  return [{ chatId, messages: toMessages(messages, ports, owner) }];
}
