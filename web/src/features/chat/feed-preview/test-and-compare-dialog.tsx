import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TEST_AND_COMPARE_ZIP_NAME } from '@thumbforge/contract';
import { useId, useState } from 'react';
import { useDownload } from '@/components/use-download';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { downloadTestAndCompare, useComparePairs } from '../api/test-and-compare';
import { SET_DOWNLOAD } from '../download-wordings';
import {
  COMPARE_SET_MAX,
  DIFFERENT_ENOUGH,
  setLetter,
  similarPairWarning,
  togglePick,
} from './compare-set';
import { FEED_COLOURS, FEED_SLOTS } from './feed-slots';
import { FeedVideoCard } from './feed-video-card';

interface CompareCandidate {
  url: string;
  videoTitle: string;
}

interface TestAndCompareDialogProps {
  open: boolean;
  chatId: string;
  candidates: CompareCandidate[];
  onClose: () => void;
}

/**
 * A YouTube Test & Compare set: two or three of the chat's thumbnails side by side in the home
 * feed, a warning when two are nearly the same, and the set as test-and-compare.zip.
 */
export function TestAndCompareDialog({
  open,
  chatId,
  candidates,
  onClose,
}: TestAndCompareDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const headingId = useId();
  const { authUser } = useCurrentUser();
  const [chosen, setChosen] = useState<string[]>([]);
  // A phone's feed shows thumbnails at 168x94: the size to compare them at there.
  const slot = FEED_SLOTS[phone ? 2 : 0]!;
  const ready = chosen.length >= 2 && chosen.length <= COMPARE_SET_MAX;
  const pairs = useComparePairs(chatId, ready ? chosen : []);
  const { downloading, download } = useDownload(SET_DOWNLOAD);
  const letter = (url: string) => setLetter(chosen, url);
  const inChat = candidates.map((candidate) => candidate.url);
  const toggle = (url: string) => setChosen((set) => togglePick(set, url, inChat));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={headingId}
      // As wide as three feed cards once three are picked; no wider before, to stay full.
      slotProps={{
        paper: {
          sx: {
            background: (t) => t.palette.surface.dialog,
            width: '100%',
            maxWidth: chosen.length === COMPARE_SET_MAX ? 1240 : 880,
          },
        },
      }}
    >
      <DialogTitle id={headingId}>Test & Compare</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Typography color="text.secondary">
          Choose 2 or 3 thumbnails for YouTube&apos;s Test & Compare.
        </Typography>
        <Box
          role="group"
          aria-label="Thumbnails to compare"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {candidates.map((candidate, index) => {
            const picked = chosen.includes(candidate.url);
            return (
              <ButtonBase
                key={candidate.url}
                aria-pressed={picked}
                aria-label={`Thumbnail ${index + 1}${picked ? `, ${letter(candidate.url)}` : ''}`}
                onClick={() => toggle(candidate.url)}
                sx={{
                  position: 'relative',
                  borderRadius: '8px',
                  overflow: 'hidden',
                  outline: picked
                    ? (t) => `3px solid ${t.palette.primary.main}`
                    : '3px solid transparent',
                  outlineOffset: 2,
                }}
              >
                <Box
                  component="img"
                  src={candidate.url}
                  alt=""
                  sx={{
                    width: '100%',
                    aspectRatio: '16 / 9',
                    objectFit: 'cover',
                    display: 'block',
                  }}
                />
                {picked && (
                  <Box
                    sx={{
                      position: 'absolute',
                      top: 6,
                      left: 6,
                      px: 1,
                      borderRadius: '6px',
                      background: (t) => t.palette.primary.main,
                      color: 'common.white',
                      fontWeight: 700,
                    }}
                  >
                    {letter(candidate.url)}
                  </Box>
                )}
              </ButtonBase>
            );
          })}
        </Box>
        {!ready && (
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              minHeight: 160,
              p: 3,
              borderRadius: '12px',
              border: 1,
              borderStyle: 'dashed',
              borderColor: (t) => alpha(t.palette.common.white, 0.16),
              textAlign: 'center',
            }}
          >
            <Typography color="text.secondary">
              {chosen.length === 0
                ? 'Pick the thumbnails to test: they show here side by side, as in the home feed.'
                : 'Pick one more to see them side by side, as in the home feed.'}
            </Typography>
          </Box>
        )}
        {ready && (
          <>
            {pairs
              ?.filter((pair) => pair.tooSimilar)
              .map((pair) => (
                <Alert key={`${pair.a} ${pair.b}`} severity="warning">
                  {similarPairWarning(letter(pair.a), letter(pair.b), pair.difference)}
                </Alert>
              ))}
            {pairs && pairs.every((pair) => !pair.tooSimilar) && (
              <Alert severity="success">{DIFFERENT_ENOUGH}</Alert>
            )}
            <Box
              component="section"
              aria-label="Side by side in the home feed"
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  md: `repeat(${chosen.length}, minmax(0, 360px))`,
                },
                justifyContent: 'center',
                p: 2,
                borderRadius: '12px',
                background: FEED_COLOURS.dark.page,
              }}
            >
              {chosen.map((url) => (
                <Box key={url}>
                  <Typography variant="overline" sx={{ color: FEED_COLOURS.dark.meta }}>
                    {letter(url)}
                  </Typography>
                  <FeedVideoCard
                    slot={slot}
                    theme="dark"
                    imageUrl={url}
                    videoTitle={candidates.find((c) => c.url === url)?.videoTitle ?? ''}
                    channel={authUser?.fullName.trim() || 'Your channel'}
                  />
                </Box>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        <Button
          variant="contained"
          disabled={!ready}
          loading={downloading}
          onClick={() =>
            download((api) => downloadTestAndCompare(api, chosen), TEST_AND_COMPARE_ZIP_NAME)
          }
        >
          Download set
        </Button>
      </DialogActions>
    </Dialog>
  );
}
