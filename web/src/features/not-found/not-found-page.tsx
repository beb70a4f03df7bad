import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { touchLink } from '@/components/touch-target';
import { paths } from '@/config/paths';

/** docs/product-rules.md section 2: a bare placeholder for unknown routes. */
export function NotFoundPage() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 3,
        textAlign: 'center',
      }}
    >
      <title>Page not found · ThumbForge</title>
      <Typography variant="h1" sx={{ fontSize: '4rem' }}>
        404
      </Typography>
      <Typography color="textSecondary">Page not found</Typography>
      <Link href={paths.home} sx={touchLink}>
        Go home
      </Link>
    </Box>
  );
}
