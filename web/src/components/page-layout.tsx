import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { touchLink } from '@/components/touch-target';
import { paths } from '@/config/paths';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

interface PageLayoutProps {
  /** The page's back button, above its content. */
  back: ReactNode;
  width?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The frame of the standalone pages (pricing, policies, contact): logo, content, footer. */
export function PageLayout({ back, width = 'md', children }: PageLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <Link href={paths.home} underline="none" aria-label="ThumbForge home" sx={touchLink}>
            <Logo size="small" />
          </Link>
        </Container>
      </Box>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          outline: 'none',
          pb: { xs: 8, md: 12 },
          background: (t) =>
            `radial-gradient(ellipse 70% 40% at 50% 0%, ${alpha(t.palette.primary.main, 0.12)}, transparent 70%)`,
        }}
      >
        <Container maxWidth={width} sx={{ pt: { xs: 2, md: 3 } }}>
          <Box sx={{ mb: { xs: 2, md: 4 } }}>{back}</Box>
          {children}
        </Container>
      </Box>
      <SiteFooter />
    </Box>
  );
}
