import { API_PATHS, chatResponseSchema, type Chat } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `PUT /chat/{id}` with `{ rename }`. */
export async function renameChat(api: ApiClient, chatId: string, title: string): Promise<Chat> {
  const { chat } = await api.request(API_PATHS.chat(chatId), chatResponseSchema, {
    method: 'PUT',
    body: { rename: title },
  });
  return chat;
}
