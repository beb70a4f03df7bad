import Box from '@mui/material/Box';
import type { Message } from '@thumbforge/contract';
import { useEffect, useRef } from 'react';
import { useChatSession } from '../../chat-session';
import { GeneratingElsewhere } from './generating-elsewhere';
import { MessageItem } from './message-item';
import { PendingReply } from './pending-reply';

interface MessageListProps {
  messages: Message[];
  chatTitle: string;
}

/** The conversation, oldest first; it follows the newest message as messages arrive. */
export function MessageList({ messages, chatTitle }: MessageListProps) {
  const { progress } = useChatSession();
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?._id;
  const pending = progress !== null;
  const pendingElsewhere = !pending && messages.at(-1)?.status === 'pending';
  const firstWithImages = messages.find((m) => m.role !== 'user' && m.images.length > 0)?._id;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest, pending]);

  return (
    <>
      <Box
        component="ol"
        aria-label="Messages"
        sx={{
          listStyle: 'none',
          m: 0,
          px: { xs: 2, md: 4 },
          py: 3,
          display: 'grid',
          gap: 3,
          width: '100%',
          maxWidth: 960,
          mx: 'auto',
        }}
      >
        {messages.map((message) => (
          <li key={message._id}>
            <MessageItem
              message={message}
              chatTitle={chatTitle}
              firstWithImages={message._id === firstWithImages}
            />
          </li>
        ))}
        {progress && (
          <li>
            <PendingReply progress={progress} />
          </li>
        )}
        {pendingElsewhere && (
          <li>
            <GeneratingElsewhere />
          </li>
        )}
      </Box>
      <div ref={end} aria-hidden />
    </>
  );
}
