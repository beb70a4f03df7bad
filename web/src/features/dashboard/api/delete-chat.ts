import { API_PATHS, CHAT_MESSAGES, deleteChatResponseSchema } from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { useChatWrite } from './use-chat-write';

/** `DELETE /chat/{id}`: its messages and files go too. */
export async function deleteChat(api: ApiClient, chatId: string): Promise<void> {
  await api.request(API_PATHS.chat(chatId), deleteChatResponseSchema, { method: 'DELETE' });
}

/** Resolves to true once the chat is gone from the list. */
export function useDeleteChat(): (chatId: string) => Promise<boolean> {
  const api = useApiClient();
  const write = useChatWrite();
  return useCallback(
    async (chatId) => {
      const deleted = await write(() => deleteChat(api, chatId).then(() => true), {
        success: CHAT_MESSAGES.deleted,
        failure: CHAT_MESSAGES.deleteFailed,
      });
      return deleted === true;
    },
    [api, write],
  );
}
