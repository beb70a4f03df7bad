import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AssistantAvatar } from './assistant-avatar';

/**
 * A request still pending that this tab did not send (another tab, or before a reload): the
 * reply is coming, though its progress is only known where it was sent.
 */
export function GeneratingElsewhere() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <AssistantAvatar />
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
      >
        <CircularProgress aria-hidden size={16} />
        <Typography variant="body2">Creating your thumbnails…</Typography>
      </Box>
    </Box>
  );
}
