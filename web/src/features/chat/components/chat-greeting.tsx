import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A chat without messages yet (docs/product-rules.md section 2). */
export function ChatGreeting() {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        py: 6,
      }}
    >
      <Typography
        component="h2"
        sx={{
          fontSize: { xs: '2rem', md: '2.75rem' },
          fontWeight: 800,
          letterSpacing: '-0.02em',
          background: (t) =>
            `linear-gradient(90deg, ${t.palette.primary.light} 0%, ${t.palette.primary.main} 100%)`,
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        Hello there!
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
        How can I help you create amazing thumbnails today?
      </Typography>
    </Box>
  );
}
