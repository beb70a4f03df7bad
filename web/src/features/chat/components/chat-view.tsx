import { CHAT_MESSAGES } from '@thumbforge/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { useChatMessages, useChats } from '@/lib/live/live-data-context';
import { useErrorToast } from '@/lib/toast/use-error-toast';
import { useChatSession } from '../chat-session';
import { TestAndCompareDialog } from '../feed-preview/test-and-compare-dialog';
import { ChatGreeting } from './chat-greeting';
import { MessageList } from './messages/message-list';

interface ChatViewProps {
  chatId: string;
  /** The chat's title as shown to people. */
  title: string;
  /** The composer, under the messages; the chat view only gives it its place. */
  composer?: ReactNode;
}

/** One chat: its messages (or a greeting) scrolling above the composer. */
export function ChatView({ chatId, title, composer }: ChatViewProps) {
  const { data: messages, loading, error } = useChatMessages(chatId);
  const { refresh: refreshChats } = useChats();
  const { progress } = useChatSession();
  // A chat deleted elsewhere answers 404: the chat list, refreshed, closes it without a scare.
  const gone = isApiError(error) && error.status === 404;
  useErrorToast(gone ? null : error, CHAT_MESSAGES.messagesFailed);
  const [comparing, setComparing] = useState(false);
  const candidates = useMemo(
    () =>
      (messages ?? [])
        .filter((message) => message.role === 'assistant')
        .flatMap((message) =>
          message.images.map((url) => ({ url, videoTitle: message.meta.title ?? title })),
        ),
    [messages, title],
  );
  useEffect(() => {
    if (gone) void refreshChats();
  }, [gone, refreshChats]);

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          px: { xs: 2, md: 4 },
          py: 1.75,
          borderBottom: 1,
          borderColor: 'divider',
          background: (t) => t.palette.surface.chat,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Typography component="h1" variant="h6" noWrap title={title} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {candidates.length >= 2 && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setComparing(true)}
            sx={{ flexShrink: 0 }}
          >
            Test & Compare
          </Button>
        )}
      </Box>
      {comparing && (
        <TestAndCompareDialog
          open
          chatId={chatId}
          candidates={candidates}
          onClose={() => setComparing(false)}
        />
      )}
      <Box
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        {loading ? (
          <Box role="status" aria-label="Loading messages" sx={{ m: 'auto', p: 4 }}>
            <CircularProgress aria-hidden />
          </Box>
        ) : (messages && messages.length > 0) || progress ? (
          <MessageList messages={messages ?? []} chatTitle={title} />
        ) : (
          <ChatGreeting />
        )}
      </Box>
      {composer && (
        <Box
          component="section"
          aria-label="Composer"
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            px: { xs: 2, md: 4 },
            py: { xs: 1.5, md: 2 },
          }}
        >
          {composer}
        </Box>
      )}
    </Box>
  );
}
