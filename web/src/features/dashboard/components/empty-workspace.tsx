import AddRounded from '@mui/icons-material/AddRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ACCOUNT_MESSAGES } from '@thumbforge/contract';
import { useId } from 'react';
import { ClosedAccountNote } from '@/components/account/closed-account-note';
import { useNewChat } from '../use-new-chat';

/** The main area before any chat is selected. */
export function EmptyWorkspace() {
  const { startNewChat, creating, closed } = useNewChat();
  const noteId = useId();
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        py: 8,
        background: (t) =>
          `radial-gradient(ellipse 60% 45% at 50% 40%, ${alpha(t.palette.primary.main, 0.12)}, transparent 70%)`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          borderRadius: '24px',
          display: 'grid',
          placeItems: 'center',
          mb: 3,
          color: 'common.white',
          background: (t) =>
            `linear-gradient(135deg, ${t.palette.brand.bright} 0%, ${t.palette.primary.dark} 100%)`,
          boxShadow: (t) => `0 20px 50px ${alpha(t.palette.primary.main, 0.35)}`,
        }}
      >
        <AutoAwesomeRounded sx={{ fontSize: 44 }} />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}>
        Create Your First Thumbnail
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 460, mb: 4, fontSize: '1.05rem' }}>
        Select a chat or create a new one to start generating amazing YouTube thumbnails with AI
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<AddRounded />}
        onClick={() => void startNewChat()}
        loading={creating}
        loadingPosition="start"
        disabled={closed}
        aria-describedby={closed ? noteId : undefined}
        sx={{ mb: 1.5 }}
      >
        Start Creating
      </Button>
      {closed && <ClosedAccountNote id={noteId} text={ACCOUNT_MESSAGES.closedNoNewChat} />}
    </Box>
  );
}
