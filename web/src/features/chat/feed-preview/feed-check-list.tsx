import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FeedCheckId } from '@thumbforge/contract';
import { useId } from 'react';
import { useChatSession } from '../chat-session';
import { useFeedCheck } from '../api/check-thumbnail';

const LABELS: Record<FeedCheckId, string> = {
  'title-legible': 'Title readable on a phone',
  'badge-clear': 'Clear of the length badge',
  'faces-clear': 'Faces uncovered',
  'face-size': 'Face big enough',
  likeness: 'Still looks like you',
  'stands-out-dark': 'Stands out in dark mode',
  'stands-out-light': 'Stands out in light mode',
  'file-size': 'JPEG under 2 MB',
  'exact-size': 'Exact size',
};

interface FeedCheckListProps {
  url: string;
  open: boolean;
  /** Called once a fix was sent as an edit, so the preview can close over the new reply. */
  onFix: () => void;
}

/**
 * The feed check beside the preview: pass or warn per rule, each warning with its fix as a
 * one-click edit (charged like any edit; the check itself is free).
 */
export function FeedCheckList({ url, open, onFix }: FeedCheckListProps) {
  const { chatId, applyFix, progress } = useChatSession();
  const state = useFeedCheck(chatId, url, open);
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Feed check
      </Typography>
      {state.kind === 'loading' && <CircularProgress size={20} aria-label="Checking" />}
      {state.kind === 'failed' && (
        <Typography color="text.secondary">The check could not be loaded.</Typography>
      )}
      {state.kind === 'ready' && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.25,
            columnGap: 3,
            // Under the previews on a wide screen: two columns, so nothing leaves a gap beside it.
            gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {state.checks.map((check) => (
            <Box
              component="li"
              key={check.id}
              data-check={check.id}
              data-status={check.status}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              {check.status === 'pass' ? (
                <CheckCircleRounded
                  fontSize="small"
                  sx={{ color: 'status.pass', mt: '2px' }}
                  aria-label="Pass"
                />
              ) : (
                <WarningAmberRounded
                  fontSize="small"
                  sx={{ color: 'status.warn', mt: '2px' }}
                  aria-label="Warning"
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {LABELS[check.id]}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {check.message}
                </Typography>
                {check.fix && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={progress !== null}
                    sx={{ mt: 0.5, textTransform: 'none' }}
                    onClick={() => {
                      onFix();
                      void applyFix(url, check.fix ?? '');
                    }}
                  >
                    Fix: {check.fix} (1 token)
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
