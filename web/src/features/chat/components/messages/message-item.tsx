import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Message } from '@thumbforge/contract';
import { ImageGrid } from './image-grid';

/** The user's words on the right in a red-tinted bubble, with the photo they sent. */
function UserMessage({ message }: { message: Message }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      {message.images.length > 0 && (
        <Box sx={{ width: { xs: '60%', sm: 220 } }}>
          <ImageGrid images={message.images} label="Your uploaded image" minWidth={160} />
        </Box>
      )}
      {message.text && (
        <Box
          sx={{
            maxWidth: { xs: '85%', md: '70%' },
            px: 2,
            py: 1.25,
            borderRadius: '16px 16px 4px 16px',
            background: 'rgba(229, 9, 20, 0.18)',
            border: 1,
            borderColor: 'rgba(229, 9, 20, 0.35)',
          }}
        >
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** The assistant on the left: its answer and the thumbnails it made. */
function AssistantMessage({ message }: { message: Message }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          background: 'linear-gradient(135deg, #ff2a35 0%, #b20710 100%)',
        }}
      >
        <PlayArrowRounded sx={{ color: '#fff', fontSize: 22 }} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1.5, pt: 0.5 }}>
        {message.status === 'pending' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress aria-hidden size={16} />
            <Typography variant="body2">Creating your thumbnails...</Typography>
          </Box>
        )}
        {message.text && (
          <Typography
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              color: message.status === 'failed' ? 'error.light' : 'text.primary',
            }}
          >
            {message.text}
          </Typography>
        )}
        {message.images.length > 0 && (
          <ImageGrid images={message.images} label="Generated thumbnail" minWidth={240} />
        )}
      </Box>
    </Box>
  );
}

export function MessageItem({ message }: { message: Message }) {
  return message.role === 'user' ? (
    <UserMessage message={message} />
  ) : (
    <AssistantMessage message={message} />
  );
}
