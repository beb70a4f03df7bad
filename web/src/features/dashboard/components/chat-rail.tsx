import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import type { Chat } from '@thumbforge/contract';
import { useChats } from '@/lib/live/live-data-context';
import { chatInitial, fullTitle } from '../chat-title';
import { useSelectedChat } from '../use-selected-chat';

function RailButton({
  chat,
  selected,
  onOpen,
}: {
  chat: Chat;
  selected: boolean;
  onOpen: () => void;
}) {
  const title = fullTitle(chat.title);
  const initial = chatInitial(chat.title);
  return (
    <Tooltip title={title} placement="right">
      <IconButton
        aria-label={title}
        aria-current={selected ? 'true' : undefined}
        onClick={onOpen}
        sx={{
          width: 44,
          height: 44,
          mx: 'auto',
          borderRadius: '10px',
          fontSize: '1rem',
          fontWeight: 700,
          color: selected ? 'common.white' : 'text.secondary',
          background: selected ? (t) => alpha(t.palette.primary.main, 0.16) : 'transparent',
          boxShadow: selected ? (t) => `inset 2px 0 0 ${t.palette.primary.main}` : 'none',
        }}
      >
        {initial ?? <ChatBubbleOutlineRounded fontSize="small" aria-hidden />}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The collapsed sidebar's chats: one button each (its first letter, its title on hover and to
 * screen readers), pinned first, so switching chats never needs the sidebar open.
 */
export function ChatRail() {
  const { data: chats } = useChats();
  const { chatId, selectChat } = useSelectedChat();
  if (!chats?.length) return null;
  const pinned = chats.filter((chat) => chat.pinned);
  const recent = chats.filter((chat) => !chat.pinned);
  const button = (chat: Chat) => (
    <RailButton
      key={chat._id}
      chat={chat}
      selected={chat._id === chatId}
      onOpen={() => chat._id !== chatId && selectChat(chat._id)}
    />
  );
  return (
    <Box
      component="nav"
      aria-label="Chats"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        display: 'grid',
        alignContent: 'start',
        gap: 0.5,
        mx: -1,
        px: 1,
      }}
    >
      {pinned.map(button)}
      {pinned.length > 0 && recent.length > 0 && <Divider sx={{ my: 0.5 }} />}
      {recent.map(button)}
    </Box>
  );
}
