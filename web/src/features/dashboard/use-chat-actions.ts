import { CHAT_MESSAGES, MESSAGES, type Chat } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';
import { createChat } from './api/create-chat';
import { deleteChat } from './api/delete-chat';
import { renameChat } from './api/rename-chat';
import { toggleChatPin } from './api/toggle-chat-pin';
import { useChatWrite } from './use-chat-write';

/** Resolves to the new chat, or null when refused or failed. */
export function useCreateChat(): () => Promise<Chat | null> {
  const api = useApiClient();
  const { tokens } = useCurrentUser();
  const toast = useToast();
  const write = useChatWrite();
  return useCallback(async () => {
    // docs/product-rules.md section 5: refused before calling when the balance is already known to be 0.
    if (tokens <= 0) {
      toast.error(MESSAGES.notEnoughTokens);
      return null;
    }
    return write(() => createChat(api), {
      success: CHAT_MESSAGES.created,
      failure: CHAT_MESSAGES.createFailed,
    });
  }, [api, tokens, toast, write]);
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
