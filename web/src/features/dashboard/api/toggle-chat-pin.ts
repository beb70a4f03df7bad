import { API_PATHS, chatResponseSchema, type Chat } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `GET /chat/pin/{id}`: one call for both pin and unpin; it toggles. */
export async function toggleChatPin(api: ApiClient, chatId: string): Promise<Chat> {
  const { chat } = await api.request(API_PATHS.pinChat(chatId), chatResponseSchema);
  return chat;
}
