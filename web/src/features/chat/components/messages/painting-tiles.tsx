import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import { paintingProgress, type Painting } from '../../painting-progress';
import { ElapsedLabel } from './elapsed-label';
import { useNow } from './use-now';

/**
 * Where the image model's variants will join a reply: one tile each, the size of a thumbnail,
 * with how long the model has been painting. Nothing here waits: the composer stays free.
 */
export function PaintingTiles({ painting, first }: { painting: Painting; first: number }) {
  const now = useNow(500);
  const { fraction, elapsedSeconds, label } = paintingProgress(painting, now);
  return Array.from({ length: painting.variants }, (_unused, index) => (
    <li key={`painting-${index}`}>
      <Box
        role="status"
        aria-label={`Thumbnail ${first + index + 1} is being painted`}
        sx={{
          aspectRatio: '16 / 9',
          borderRadius: '10px',
          border: 1,
          borderColor: 'divider',
          background: (t) => t.palette.surface.placeholder,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          gap: 1,
          p: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <ElapsedLabel label={label} seconds={elapsedSeconds} />
        </Box>
        <LinearProgress
          variant="determinate"
          value={fraction * 100}
          aria-label="Painting progress"
          sx={{
            height: 4,
            borderRadius: 2,
            background: (t) => alpha(t.palette.common.white, 0.08),
          }}
        />
      </Box>
    </li>
  ));
}
