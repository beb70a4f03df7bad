import { API_PATHS, CHAT_MESSAGES, chatResponseSchema, type Chat } from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { useChatWrite } from './use-chat-write';

/** `PUT /chat/{id}` with `{ rename }`. */
export async function renameChat(api: ApiClient, chatId: string, title: string): Promise<Chat> {
  const { chat } = await api.request(API_PATHS.chat(chatId), chatResponseSchema, {
    method: 'PUT',
    body: { rename: title },
  });
  return chat;
}

export function useRenameChat(): (chatId: string, title: string) => Promise<Chat | null> {
  const api = useApiClient();
  const write = useChatWrite();
  return useCallback(
    (chatId, title) =>
      write(() => renameChat(api, chatId, title), {
        success: CHAT_MESSAGES.renamed,
        failure: CHAT_MESSAGES.renameFailed,
      }),
    [api, write],
  );
}
