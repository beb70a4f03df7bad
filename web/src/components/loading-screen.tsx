import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The full-screen wait while the auth state or a lazy page loads (docs/product-rules.md section 2). */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden size={40} />
      <Typography color="textSecondary">Loading...</Typography>
    </Box>
  );
}
