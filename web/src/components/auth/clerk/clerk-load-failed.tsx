import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * Shown over everything when Clerk's script could not be loaded (after its own retries) or its
 * provider failed to start; a reload starts from scratch.
 */
export function ClerkLoadFailed() {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <Alert
        severity="error"
        sx={{ maxWidth: 480 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Retry
          </Button>
        }
      >
        Sign-in could not be loaded. Check your connection and try again.
      </Alert>
    </Box>
  );
}
