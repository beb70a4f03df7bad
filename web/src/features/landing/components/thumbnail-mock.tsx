import Box from '@mui/material/Box';

export interface ThumbnailDesign {
  photo: string;
  /** Describes the photo, not the design drawn over it. */
  alt: string;
  /** The last word is highlighted, as creators do. */
  title: string;
  badge: string;
  duration: string;
  /** CSS object-position, to keep the subject clear of the title. */
  focus?: string;
  /** `split` puts the photo on the right and the title on a dark panel, for centred subjects. */
  layout?: 'cover' | 'split';
}

/**
 * A photo dressed as a finished YouTube thumbnail with CSS: bold title, gradient, badge.
 * Sizes follow the card's width (container query units), so it reads the same at any size.
 */
export function ThumbnailMock({
  design,
  eager = false,
}: {
  design: ThumbnailDesign;
  eager?: boolean;
}) {
  const words = design.title.split(' ');
  const last = words.pop();
  const split = design.layout === 'split';
  return (
    <Box
      sx={{
        containerType: 'inline-size',
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: '10px',
        overflow: 'hidden',
        background: split
          ? 'radial-gradient(circle at 15% 85%, #4a080d 0%, #120305 55%, #050505 100%)'
          : '#000',
        boxShadow: '0 18px 40px rgba(0, 0, 0, 0.55)',
      }}
    >
      <Box
        component="img"
        src={design.photo}
        alt={`${design.alt}, as a thumbnail titled “${design.title}”`}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          width: split ? '64%' : '100%',
          height: '100%',
          objectFit: 'cover',
          maskImage: split ? 'linear-gradient(90deg, transparent 0%, #000 35%)' : 'none',
          objectPosition: design.focus ?? 'center',
          filter: 'saturate(1.35) contrast(1.12) brightness(1.05)',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(100deg, rgba(0,0,0,0.88) 0%, rgba(0,0,0,0.55) 38%, rgba(0,0,0,0) 70%), radial-gradient(circle at 85% 20%, rgba(229,9,20,0.35), transparent 45%)',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: '7cqw',
          left: '5cqw',
          px: '2cqw',
          py: '0.8cqw',
          borderRadius: '1cqw',
          background: '#e50914',
          color: '#fff',
          fontFamily: '"Anton", "Inter", sans-serif',
          fontSize: '3.6cqw',
          letterSpacing: '0.04em',
          transform: 'rotate(-3deg)',
        }}
      >
        {design.badge}
      </Box>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: '5cqw',
          bottom: '7cqw',
          width: '60%',
          fontFamily: '"Anton", "Inter", sans-serif',
          fontSize: '9cqw',
          lineHeight: 1.02,
          textTransform: 'uppercase',
          color: '#fff',
          textShadow: '0 0.05em 0 #000, 0 0 0.35em rgba(0, 0, 0, 0.7)',
        }}
      >
        {words.join(' ')}{' '}
        <Box component="span" sx={{ color: '#ffd400' }}>
          {last}
        </Box>
      </Box>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: '3cqw',
          bottom: '3cqw',
          px: '1.2cqw',
          py: '0.3cqw',
          borderRadius: '0.8cqw',
          background: 'rgba(0, 0, 0, 0.8)',
          color: '#fff',
          fontSize: '3cqw',
          fontWeight: 600,
        }}
      >
        {design.duration}
      </Box>
    </Box>
  );
}
