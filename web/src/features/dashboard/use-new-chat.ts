import { useState } from 'react';
import { useAccountClosed } from '@/components/account/closed-account-note';
import { useCreateChat } from './use-chat-actions';
import { useSelectedChat } from './use-selected-chat';

interface NewChat {
  startNewChat: () => Promise<void>;
  /** A click while one is being created would create two. */
  creating: boolean;
  /** A closed account cannot start chats: the buttons are disabled, with the reason. */
  closed: boolean;
}

/** New Chat and Start Creating: create a chat, open it, then `onOpened` (the phone drawer closes). */
export function useNewChat(onOpened?: () => void): NewChat {
  const createChat = useCreateChat();
  const { selectChat } = useSelectedChat();
  const [creating, setCreating] = useState(false);
  const closed = useAccountClosed();
  return {
    creating,
    closed,
    async startNewChat() {
      setCreating(true);
      try {
        const chat = await createChat();
        if (!chat) return;
        selectChat(chat._id);
        onOpened?.();
      } finally {
        setCreating(false);
      }
    },
  };
}
