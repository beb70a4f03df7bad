import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useClearSavedStyle } from './use-clear-saved-style';
import { savedStyleSummary } from '../../saved-style';

/** "The AI remembers your preferences", made visible and clearable (ARCHITECTURE.md section 5). */
export function SavedStyleNote() {
  const { authUser } = useCurrentUser();
  const { clearing, clear } = useClearSavedStyle();
  const summary = savedStyleSummary(authUser?.preferences);
  if (!summary) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'text.secondary' }}
    >
      <AutoAwesomeRounded sx={{ fontSize: 16, color: 'primary.light', flexShrink: 0 }} />
      <Typography variant="body2" noWrap title={summary} sx={{ minWidth: 0 }}>
        Using your saved style: {summary}
      </Typography>
      <Button
        size="small"
        color="inherit"
        onClick={clear}
        loading={clearing}
        aria-label="Clear saved style"
        sx={{ ml: 'auto', flexShrink: 0, minWidth: 0, px: 1 }}
      >
        Clear
      </Button>
    </Box>
  );
}
