import {
  API_PATHS,
  CHAT_MESSAGES,
  chatResponseSchema,
  MESSAGES,
  type Chat,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';
import { useChatWrite } from './use-chat-write';

/** `POST /chat/`: a new, untitled chat; 402 when the balance is 0. */
export async function createChat(api: ApiClient): Promise<Chat> {
  const { chat } = await api.request(API_PATHS.chats, chatResponseSchema, {
    method: 'POST',
    body: {},
  });
  return chat;
}

/** Resolves to the new chat, or null when refused or failed. */
export function useCreateChat(): () => Promise<Chat | null> {
  const api = useApiClient();
  const { tokens } = useCurrentUser();
  const toast = useToast();
  const write = useChatWrite();
  return useCallback(async () => {
    // SPEC.md section 5: refused before calling when the balance is already known to be 0.
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
