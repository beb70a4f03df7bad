import { API_PATHS, chatMessagesResponseSchema, type Message } from '@thumbforge/contract';
import type { ApiClient } from '../api/api-client';

/** `GET /thumbnail/{chatId}`: the messages are the first element's list (docs/product-rules.md section 3). */
export async function getChatMessages(api: ApiClient, chatId: string): Promise<Message[]> {
  const { chatMessages } = await api.request(
    API_PATHS.thumbnails(chatId),
    chatMessagesResponseSchema,
  );
  return chatMessages[0]?.messages ?? [];
}
