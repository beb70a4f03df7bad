import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { touchLink } from '@/components/touch-target';
import { paths } from '@/config/paths';
import { Logo } from '@/components/logo';

/**
 * docs/product-rules.md section 2: the sign-in widget on a radial gradient from black to dark red,
 * with a line under it when the page has one to say (the terms a new account agrees to).
 */
export function AuthLayout({ children, footnote }: { children: ReactNode; footnote?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 5 },
        gap: { xs: 3, sm: 5 },
        background: (t) =>
          `radial-gradient(ellipse at 50% 120%, ${t.palette.brand.glow} 0%, ${t.palette.brand.dusk} 35%, ${t.palette.background.default} 70%, ${t.palette.common.black} 100%)`,
      }}
    >
      <Link href={paths.home} aria-label="ThumbForge home" underline="none" sx={touchLink}>
        <Logo />
      </Link>
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        {children}
      </Box>
      {footnote && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ maxWidth: 400, textAlign: 'center' }}
        >
          {footnote}
        </Typography>
      )}
    </Box>
  );
}
