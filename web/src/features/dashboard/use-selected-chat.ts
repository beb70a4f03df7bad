import { isRecordId, type Chat } from '@thumbforge/contract';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_PARAM } from '@/config/paths';
import { rememberChat } from '@/lib/last-chat';

interface SelectedChat {
  chatId: string | null;
  /** Opening a chat adds a history entry; closing one (null) replaces it. */
  selectChat: (chatId: string | null) => void;
}

export function useSelectedChat(): SelectedChat {
  const [params, setParams] = useSearchParams();
  const raw = params.get(CHAT_PARAM);
  const chatId = isRecordId(raw) ? raw : null;
  // Remembered for this tab, so buying tokens comes back to the chat (docs/product-rules.md section 4).
  useEffect(() => {
    if (chatId) rememberChat(chatId);
  }, [chatId]);
  const selectChat = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(CHAT_PARAM, next);
          else updated.delete(CHAT_PARAM);
          return updated;
        },
        { replace: next === null },
      ),
    [setParams],
  );
  return { chatId, selectChat };
}

/**
 * A chat deleted here or in another tab closes: once the list is loaded and lacks the open chat,
 * the selection clears. Writes wait for the list before selecting, so a new chat is never
 * selected ahead of it.
 */
export function useCloseMissingChat({ chatId, selectChat }: SelectedChat, chats?: Chat[]) {
  const missing = chatId !== null && chats !== undefined && !chats.some((c) => c._id === chatId);
  useEffect(() => {
    if (missing) selectChat(null);
  }, [missing, selectChat]);
}
