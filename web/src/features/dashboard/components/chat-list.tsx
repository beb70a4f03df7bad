import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The user's chats; with none yet, an invitation to make the first thumbnail. */
export function ChatList() {
  return (
    <Box component="section" aria-labelledby="chat-list-heading" sx={{ minHeight: 0 }}>
      <Typography
        id="chat-list-heading"
        component="h2"
        variant="overline"
        sx={{ display: 'block', color: 'text.secondary', px: 1, mb: 1 }}
      >
        Chats
      </Typography>
      <Box
        sx={{
          textAlign: 'center',
          px: 2,
          py: 4,
          borderRadius: '12px',
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'rgba(255, 255, 255, 0.12)',
        }}
      >
        <ChatBubbleOutlineRounded aria-hidden sx={{ color: 'text.secondary', mb: 1 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          No chats yet
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Create your first thumbnail!
        </Typography>
      </Box>
    </Box>
  );
}
