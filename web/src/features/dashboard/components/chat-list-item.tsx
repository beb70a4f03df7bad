import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Chat } from '@thumbforge/contract';
import { useState } from 'react';
import { useDeleteChat, useRenameChat, useToggleChatPin } from '../use-chat-actions';
import { fullTitle, shortTitle } from '../chat-title';
import { ChatOptionsMenu } from './chat-options-menu';
import { ChatTitleEditor } from './chat-title-editor';
import { DeleteChatDialog } from './delete-chat-dialog';

interface ChatListItemProps {
  chat: Chat;
  selected: boolean;
  onOpen: (chatId: string) => void;
  /** Whether its options were the last used, and so take back focus an action dropped. */
  refocusOptions: boolean;
  onOptionsOpened: (chatId: string) => void;
}

export function ChatListItem({
  chat,
  selected,
  onOpen,
  refocusOptions,
  onOptionsOpened,
}: ChatListItemProps) {
  const renameChat = useRenameChat();
  const togglePin = useToggleChatPin();
  const deleteChat = useDeleteChat();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = fullTitle(chat.title);
  const short = shortTitle(chat.title);

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {editing ? (
        <ChatTitleEditor
          title={chat.title}
          onSave={(next) => renameChat(chat._id, next)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Box
          sx={{
            position: 'relative',
            '&:hover .chat-options, &:focus-within .chat-options': { opacity: 1 },
          }}
        >
          <ListItemButton
            selected={selected}
            aria-current={selected ? 'true' : undefined}
            onClick={() => onOpen(chat._id)}
            title={short === title ? undefined : title}
            sx={{
              minHeight: 44,
              borderRadius: '8px',
              pl: 1.25,
              pr: 5,
              gap: 1.25,
              '&.Mui-selected': {
                background: (t) => alpha(t.palette.primary.main, 0.16),
                boxShadow: (t) => `inset 2px 0 0 ${t.palette.primary.main}`,
              },
              '&.Mui-selected:hover': { background: (t) => alpha(t.palette.primary.main, 0.22) },
            }}
          >
            <ChatBubbleOutlineRounded
              aria-hidden
              sx={{ fontSize: 18, color: selected ? 'primary.light' : 'text.secondary' }}
            />
            <Typography
              variant="body2"
              noWrap
              sx={{
                fontWeight: selected ? 600 : 500,
                color: chat.title ? 'text.primary' : 'text.secondary',
              }}
            >
              {short}
            </Typography>
          </ListItemButton>
          <Box
            className="chat-options"
            sx={{
              position: 'absolute',
              right: 4,
              top: '50%',
              transform: 'translateY(-50%)',
              // Always visible on touch screens, which cannot hover.
              opacity: { xs: 1, md: selected ? 1 : 0.55 },
              transition: 'opacity 150ms',
            }}
          >
            <ChatOptionsMenu
              title={title}
              pinned={chat.pinned}
              onRename={() => setEditing(true)}
              onTogglePin={() => void togglePin(chat)}
              onDelete={() => setConfirmingDelete(true)}
              onOpen={() => onOptionsOpened(chat._id)}
              refocus={refocusOptions}
            />
          </Box>
        </Box>
      )}
      <DeleteChatDialog
        open={confirmingDelete}
        title={title}
        onConfirm={() => deleteChat(chat._id)}
        onClose={() => setConfirmingDelete(false)}
      />
    </ListItem>
  );
}
