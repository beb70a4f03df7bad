import { API_PATHS, chatListResponseSchema, type Chat } from '@thumbforge/contract';
import type { ApiClient } from '../../api/api-client';

/** `GET /chat/`: the sidebar's chats, pinned first, then newest first. */
export async function getChats(api: ApiClient): Promise<Chat[]> {
  const { chat } = await api.request(API_PATHS.chats, chatListResponseSchema);
  return chat;
}
