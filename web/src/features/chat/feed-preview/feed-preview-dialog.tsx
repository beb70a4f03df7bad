import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { FeedCheckList } from './feed-check-list';
import { FEED_COLOURS, FEED_SLOTS, type FeedTheme } from './feed-slots';
import { FeedVideoCard } from './feed-video-card';

interface FeedPreviewDialogProps {
  open: boolean;
  imageUrl: string;
  videoTitle: string;
  /** Saves it as its tile does: in the reply's format, named after the video. */
  onDownload: () => void;
  onClose: () => void;
}

/**
 * The thumbnail where viewers will meet it: YouTube's home grid, search results and up-next
 * list, in dark and light mode, so a creator can judge it before downloading.
 */
export function FeedPreviewDialog({
  open,
  imageUrl,
  videoTitle,
  onDownload,
  onClose,
}: FeedPreviewDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const headingId = useId();
  const { authUser } = useCurrentUser();
  const [theme, setTheme] = useState<FeedTheme>('dark');
  const colours = FEED_COLOURS[theme];
  const channel = authUser?.fullName.trim() || 'Your channel';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={headingId}
      slotProps={{
        paper: {
          sx: { background: (t) => t.palette.surface.dialog, width: '100%', maxWidth: 1040 },
        },
      }}
    >
      <DialogTitle
        id={headingId}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', pb: 1 }}
      >
        <Box component="span" sx={{ flex: 1 }}>
          Preview in feed
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={theme}
          aria-label="Feed theme"
          onChange={(_event, next: FeedTheme | null) => next && setTheme(next)}
        >
          <ToggleButton value="dark" sx={{ gap: 0.75, px: 1.5 }}>
            <DarkModeRounded fontSize="small" /> Dark
          </ToggleButton>
          <ToggleButton value="light" sx={{ gap: 0.75, px: 1.5 }}>
            <LightModeRounded fontSize="small" /> Light
          </ToggleButton>
        </ToggleButtonGroup>
      </DialogTitle>
      {/* On a phone the home card (360 px) needs nearly the whole width: no outer padding. It
          scrolls there, and a check with nothing to fix has no button to reach it by: the region
          itself takes the keyboard's focus, so the arrow keys scroll it. */}
      <DialogContent
        tabIndex={0}
        role="region"
        aria-label="Feed preview and check"
        sx={{
          px: { xs: 0, sm: 3 },
          display: 'grid',
          gap: 3,
          alignContent: 'start',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            // Wide screens: the home card on the left, the two list layouts beside it.
            gridTemplateColumns: { md: '360px minmax(0, 1fr)' },
            gridTemplateRows: { md: 'auto 1fr' },
            p: { xs: 1.5, sm: 3 },
            borderRadius: { xs: 0, sm: '12px' },
            background: colours.page,
            transition: 'background 200ms ease',
          }}
        >
          {FEED_SLOTS.map((slot) => (
            <Box
              component="section"
              key={slot.id}
              aria-label={slot.label}
              sx={slot.id === 'home' ? { gridRow: { md: 'span 2' } } : undefined}
            >
              <Typography
                variant="overline"
                sx={{ display: 'block', mb: 1, color: colours.meta, lineHeight: 1.5 }}
              >
                {slot.label} · {slot.width}×{slot.height}
              </Typography>
              <FeedVideoCard
                slot={slot}
                theme={theme}
                imageUrl={imageUrl}
                videoTitle={videoTitle}
                channel={channel}
              />
            </Box>
          ))}
        </Box>
        <Box sx={{ px: { xs: 2, sm: 0 } }}>
          <FeedCheckList url={imageUrl} open={open} onFix={onClose} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        <Button variant="contained" onClick={onDownload}>
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
