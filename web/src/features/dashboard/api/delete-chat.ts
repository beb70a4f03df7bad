import { API_PATHS, deleteChatResponseSchema } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `DELETE /chat/{id}`: its messages and files go too. */
export async function deleteChat(api: ApiClient, chatId: string): Promise<void> {
  await api.request(API_PATHS.chat(chatId), deleteChatResponseSchema, { method: 'DELETE' });
}
