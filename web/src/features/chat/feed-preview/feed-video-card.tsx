import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { FEED_COLOURS, type FeedSlot, type FeedTheme } from './feed-slots';

interface FeedVideoCardProps {
  slot: FeedSlot;
  theme: FeedTheme;
  imageUrl: string;
  videoTitle: string;
  channel: string;
}

/** A stand-in duration: a badge always covers this corner of a real thumbnail. */
const DURATION = '12:34';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** One video as a YouTube feed draws it at `slot`'s size, so the thumbnail is judged in place. */
export function FeedVideoCard({ slot, theme, imageUrl, videoTitle, channel }: FeedVideoCardProps) {
  const colours = FEED_COLOURS[theme];
  const stacked = slot.layout === 'stacked';
  const small = slot.id === 'sidebar';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        gap: stacked ? 1.5 : 1,
        width: stacked ? slot.width : undefined,
        fontFamily: 'Roboto, Arial, sans-serif',
      }}
    >
      <Box sx={{ position: 'relative', flexShrink: 0, width: slot.width, height: slot.height }}>
        <Box
          component="img"
          src={imageUrl}
          alt={`Thumbnail at ${slot.width} by ${slot.height}`}
          sx={{
            display: 'block',
            width: slot.width,
            height: slot.height,
            objectFit: 'cover',
            borderRadius: small ? '8px' : '12px',
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: small ? 4 : 8,
            bottom: small ? 4 : 8,
            px: 0.5,
            borderRadius: '4px',
            background: (t) => alpha(t.palette.common.black, 0.8),
            color: 'common.white',
            fontSize: 12,
            fontWeight: 500,
            lineHeight: '18px',
          }}
        >
          {DURATION}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0, flex: 1 }}>
        {stacked && (
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              background: (t) => t.palette.primary.main,
              color: 'common.white',
              fontWeight: 700,
            }}
          >
            {channel.charAt(0).toUpperCase()}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Box
            sx={{
              ...clamp(2),
              color: colours.title,
              fontSize: small ? 14 : 16,
              fontWeight: 500,
              lineHeight: small ? '20px' : '22px',
            }}
          >
            {videoTitle}
          </Box>
          <Box sx={{ ...clamp(1), mt: 0.5, color: colours.meta, fontSize: 12 }}>{channel}</Box>
          <Box sx={{ ...clamp(1), color: colours.meta, fontSize: 12 }}>48K views · 2 hours ago</Box>
        </Box>
      </Box>
    </Box>
  );
}
