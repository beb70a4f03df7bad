import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { EXAMPLE_SIZE, exampleSrcSet, type RenderedExample } from '../landing-examples';

/**
 * A thumbnail the renderer made, shown as YouTube shows it: the image, with the duration badge
 * YouTube lays over it. Sizes follow the card's width (container query units).
 */
export function RenderedThumbnail({
  example,
  sizes,
  eager = false,
}: {
  example: RenderedExample;
  /** How wide the image shows at each screen width, so the browser picks the copy it needs. */
  sizes: string;
  /** Above the fold: load at once and first, rather than when scrolled near. */
  eager?: boolean;
}) {
  return (
    <Box
      sx={{
        containerType: 'inline-size',
        position: 'relative',
        borderRadius: '10px',
        overflow: 'hidden',
        background: (t) => t.palette.common.black,
        boxShadow: (t) => `0 18px 40px ${alpha(t.palette.common.black, 0.55)}`,
      }}
    >
      <Box
        component="img"
        src={example.src}
        srcSet={exampleSrcSet(example.src)}
        sizes={sizes}
        alt={example.alt}
        width={EXAMPLE_SIZE.width}
        height={EXAMPLE_SIZE.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: '3cqw',
          bottom: '3cqw',
          px: '1.2cqw',
          py: '0.3cqw',
          borderRadius: '0.8cqw',
          background: (t) => alpha(t.palette.common.black, 0.8),
          color: 'common.white',
          fontSize: '3cqw',
          fontWeight: 600,
        }}
      >
        {example.duration}
      </Box>
    </Box>
  );
}
