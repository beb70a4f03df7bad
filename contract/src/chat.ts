import { z } from 'zod';
import { plainText } from './plain-text.js';
import { LIMITS } from './limits.js';

/** Timestamps travel as ISO 8601 strings. */
export const chatSchema = z.object({
  _id: z.string(),
  title: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/**
 * The sidebar's order (docs/product-rules.md section 4): pinned first, then newest `createdAt` first. The server
 * sorts `GET /chat/` with it and the web sorts what it reads from Firestore with it.
 */
export function compareSidebarOrder(
  a: Pick<Chat, 'pinned' | 'createdAt'>,
  b: Pick<Chat, 'pinned' | 'createdAt'>,
): number {
  return Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt);
}

export const renameChatRequestSchema = z.object(
  {
    rename: z
      .string({ error: 'A new title is required' })
      .trim()
      .check(plainText('The title'))
      .min(1, 'The title cannot be empty')
      .max(
        LIMITS.chatTitleMaxChars,
        `The title can be at most ${LIMITS.chatTitleMaxChars} characters`,
      ),
  },
  { error: 'A new title is required' },
);
export type RenameChatRequest = z.infer<typeof renameChatRequestSchema>;

export const chatListResponseSchema = z.object({ chat: z.array(chatSchema) });
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;
export const chatResponseSchema = z.object({ chat: chatSchema });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const deleteChatResponseSchema = z.object({ success: z.literal(true) });
export type DeleteChatResponse = z.infer<typeof deleteChatResponseSchema>;

/** What the web says of the chat list's changes and reads (docs/product-rules.md section 8). */
export const CHAT_MESSAGES = {
  created: 'New chat created',
  createFailed: 'Failed to create chat',
  deleted: 'Chat deleted successfully',
  deleteFailed: 'Failed to delete chat',
  renamed: 'Chat renamed successfully',
  renameFailed: 'Failed to rename chat',
  pinned: 'Chat pinned successfully',
  unpinned: 'Chat unpinned successfully',
  pinFailed: 'Failed to pin chat',
  unpinFailed: 'Failed to unpin chat',
  listFailed: 'Failed to fetch chats',
  messagesFailed: 'Failed to fetch messages',
  listUnavailable: 'Your chats could not be loaded.',
  noChatsYet: 'No chats yet',
  firstChatInvitation: 'Create your first thumbnail!',
} as const;
