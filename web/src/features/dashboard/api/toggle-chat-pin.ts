import { API_PATHS, CHAT_MESSAGES, chatResponseSchema, type Chat } from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { useChatWrite } from './use-chat-write';

/** `GET /chat/pin/{id}`: one call for both pin and unpin; it toggles. */
export async function toggleChatPin(api: ApiClient, chatId: string): Promise<Chat> {
  const { chat } = await api.request(API_PATHS.pinChat(chatId), chatResponseSchema);
  return chat;
}

export function useToggleChatPin(): (chat: Chat) => Promise<Chat | null> {
  const api = useApiClient();
  const write = useChatWrite();
  return useCallback(
    (chat) =>
      write(() => toggleChatPin(api, chat._id), {
        // Another tab may have toggled it meanwhile: the answer says what it is now.
        success: (toggled) => (toggled.pinned ? CHAT_MESSAGES.pinned : CHAT_MESSAGES.unpinned),
        failure: chat.pinned ? CHAT_MESSAGES.unpinFailed : CHAT_MESSAGES.pinFailed,
      }),
    [api, write],
  );
}
