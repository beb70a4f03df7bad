import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { CHAT_MESSAGES, type Chat } from '@thumbforge/contract';
import { useEffect, useId, useState, type RefObject } from 'react';
import { focusIsLost } from '@/lib/focus';
import { useChats } from '@/lib/live/live-data-context';
import { useSelectedChat } from '../use-selected-chat';
import { ChatListItem } from './chat-list-item';

interface ChatListProps {
  /** After a chat is opened from the list (the phone drawer closes). */
  onChatOpened?: () => void;
  /** Where keyboard focus goes when the chat it was on is deleted. */
  focusAfterDelete: RefObject<HTMLElement | null>;
}

const placeholderSx = {
  textAlign: 'center',
  px: 2,
  py: 4,
  borderRadius: '12px',
  border: 1,
  borderStyle: 'dashed',
  borderColor: (t: Theme) => alpha(t.palette.common.white, 0.12),
} as const;

interface ChatSectionProps {
  heading?: string;
  chats: Chat[];
  selectedId: string | null;
  onOpen: (chatId: string) => void;
  /** The chat whose options were used last. */
  optionsChatId: string | null;
  onOptionsOpened: (chatId: string) => void;
}

function ChatSection({
  heading,
  chats,
  selectedId,
  onOpen,
  optionsChatId,
  onOptionsOpened,
}: ChatSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <Typography
          id={headingId}
          component="h2"
          variant="overline"
          sx={{ display: 'block', color: 'text.secondary', px: 1.25, mb: 0.5, lineHeight: 2 }}
        >
          {heading}
        </Typography>
      )}
      <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
        {chats.map((chat) => (
          <ChatListItem
            key={chat._id}
            chat={chat}
            selected={chat._id === selectedId}
            onOpen={onOpen}
            refocusOptions={chat._id === optionsChatId}
            onOptionsOpened={onOptionsOpened}
          />
        ))}
      </List>
    </Box>
  );
}

/** docs/product-rules.md section 2: Pinned first, then Recent, whose heading shows only beside pinned chats. */
export function ChatList({ onChatOpened, focusAfterDelete }: ChatListProps) {
  const { data: chats, loading, refresh } = useChats();
  const { chatId, selectChat } = useSelectedChat();
  const [optionsChatId, setOptionsChatId] = useState<string | null>(null);

  // Deleting a chat removes the row its options were on, and keyboard focus with it.
  const optionsChatGone =
    optionsChatId !== null && chats !== undefined && !chats.some((c) => c._id === optionsChatId);
  useEffect(() => {
    if (optionsChatGone && focusIsLost()) focusAfterDelete.current?.focus();
  }, [optionsChatGone, focusAfterDelete]);

  function open(id: string) {
    if (id !== chatId) selectChat(id);
    onChatOpened?.();
  }

  if (loading) {
    return (
      <Box role="status" aria-label="Loading chats" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={40} />
        ))}
      </Box>
    );
  }

  if (!chats) {
    return (
      <Box sx={placeholderSx}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {CHAT_MESSAGES.listUnavailable}
        </Typography>
        <Button size="small" onClick={() => void refresh()}>
          Try again
        </Button>
      </Box>
    );
  }

  if (chats.length === 0) {
    return (
      <Box sx={placeholderSx}>
        <ChatBubbleOutlineRounded aria-hidden sx={{ color: 'text.secondary', mb: 1 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {CHAT_MESSAGES.noChatsYet}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {CHAT_MESSAGES.firstChatInvitation}
        </Typography>
      </Box>
    );
  }

  const pinned = chats.filter((chat) => chat.pinned);
  const recent = chats.filter((chat) => !chat.pinned);
  const sectionProps = {
    selectedId: chatId,
    onOpen: open,
    optionsChatId,
    onOptionsOpened: setOptionsChatId,
  };
  return (
    <Box component="nav" aria-label="Chats" sx={{ display: 'grid', gap: 2 }}>
      {pinned.length > 0 && <ChatSection heading="Pinned" chats={pinned} {...sectionProps} />}
      {recent.length > 0 && (
        <ChatSection
          heading={pinned.length > 0 ? 'Recent' : undefined}
          chats={recent}
          {...sectionProps}
        />
      )}
    </Box>
  );
}
