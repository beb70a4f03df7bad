import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { suggestedStyle } from '@thumbforge/contract';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useClearSavedStyle } from './use-clear-saved-style';
import { styleSummary, SUGGESTION_SOURCES } from '../../saved-style';

/**
 * The style new thumbnails start from, and where it comes from: kept by the creator ("Remember
 * this style") or chosen in their last chats. Clearable either way.
 */
export function SavedStyleNote() {
  const { authUser } = useCurrentUser();
  const { clearing, clear } = useClearSavedStyle();
  const suggestion = suggestedStyle(authUser?.preferences);
  const summary = styleSummary(suggestion?.choices);
  if (!suggestion || !summary) return null;
  const source = SUGGESTION_SOURCES[suggestion.source];
  const Icon = suggestion.source === 'saved' ? BookmarkRounded : AutoAwesomeRounded;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'text.secondary' }}
    >
      <Icon sx={{ fontSize: 16, color: 'primary.light', flexShrink: 0 }} />
      <Typography
        variant="body2"
        title={`${source}: ${summary}`}
        // Three lines at most: on a phone the source and the style words take more than one.
        sx={{
          minWidth: 0,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {source}:
        </Box>{' '}
        {summary}
      </Typography>
      <Button
        size="small"
        color="inherit"
        onClick={() => clear(suggestion.source)}
        loading={clearing}
        aria-label={suggestion.source === 'saved' ? 'Clear saved style' : 'Clear suggestion'}
        sx={{ ml: 'auto', flexShrink: 0, minWidth: 0, px: 1 }}
      >
        Clear
      </Button>
    </Box>
  );
}
