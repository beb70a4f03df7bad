import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';

/** The assistant's mark beside its replies, pending or done. */
export function AssistantAvatar() {
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        flexShrink: 0,
        borderRadius: '10px',
        display: 'grid',
        placeItems: 'center',
        background: (t) =>
          `linear-gradient(135deg, ${t.palette.brand.bright} 0%, ${t.palette.primary.dark} 100%)`,
      }}
    >
      <PlayArrowRounded sx={{ color: 'common.white', fontSize: 22 }} />
    </Box>
  );
}
