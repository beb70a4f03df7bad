import { API_PATHS, chatResponseSchema, type Chat } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `POST /chat/`: a new, untitled chat; 402 when the balance is 0. */
export async function createChat(api: ApiClient): Promise<Chat> {
  const { chat } = await api.request(API_PATHS.chats, chatResponseSchema, {
    method: 'POST',
    body: {},
  });
  return chat;
}
