import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

interface LogoProps {
  /** Without the name only the mark shows, as in the collapsed sidebar. */
  showName?: boolean;
  size?: 'small' | 'medium';
}

function LogoMark({ size = 'medium' }: Pick<LogoProps, 'size'>) {
  const box = size === 'small' ? 30 : 36;
  return (
    <Box
      aria-hidden
      sx={{
        width: box,
        height: box,
        flexShrink: 0,
        borderRadius: '10px',
        display: 'grid',
        placeItems: 'center',
        background: (t) =>
          `linear-gradient(135deg, ${t.palette.brand.bright} 0%, ${t.palette.primary.dark} 100%)`,
        boxShadow: (t) => `0 6px 18px ${alpha(t.palette.primary.main, 0.35)}`,
      }}
    >
      <PlayArrowRounded sx={{ color: 'common.white', fontSize: box * 0.7 }} />
    </Box>
  );
}

export function Logo({ showName = true, size = 'medium' }: LogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark size={size} />
      {showName && (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: size === 'small' ? '1.1rem' : '1.25rem',
            letterSpacing: '-0.02em',
            color: 'text.primary',
          }}
        >
          ThumbForge
        </Typography>
      )}
    </Box>
  );
}
