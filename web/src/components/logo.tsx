import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

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
        background: 'linear-gradient(135deg, #ff2a35 0%, #b20710 100%)',
        boxShadow: '0 6px 18px rgba(229, 9, 20, 0.35)',
      }}
    >
      <PlayArrowRounded sx={{ color: '#fff', fontSize: box * 0.7 }} />
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
