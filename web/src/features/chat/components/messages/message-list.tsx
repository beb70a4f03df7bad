import Box from '@mui/material/Box';
import type { Message } from '@thumbforge/contract';
import { useEffect, useRef } from 'react';
import { MessageItem } from './message-item';

/** The conversation, oldest first; it follows the newest message as messages arrive. */
export function MessageList({ messages }: { messages: Message[] }) {
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?._id;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

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
            <MessageItem message={message} />
          </li>
        ))}
      </Box>
      <div ref={end} aria-hidden />
    </>
  );
}
