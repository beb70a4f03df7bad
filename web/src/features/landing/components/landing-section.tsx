import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The anchor, e.g. `demo`; the heading's id derives from it. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A slightly lighter band, to separate neighbouring sections. */
  raised?: boolean;
  children: ReactNode;
}

/** A landing page band: a `<section>` named by its centred heading. */
export function LandingSection({
  id,
  eyebrow,
  title,
  subtitle,
  raised = false,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{
        py: { xs: 8, md: 12 },
        scrollMarginTop: 64,
        // Bands off screen skip style and layout until scrolled near, which halves the work a
        // phone does before it first paints the page; the last size seen keeps their place.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 900px',
        outline: 'none',
        background: raised ? (t) => t.palette.surface.raised : 'transparent',
        borderBlock: raised ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          {eyebrow && (
            <Typography variant="overline" component="p" sx={{ color: 'primary.light', mb: 1 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography
            id={headingId}
            component="h2"
            variant="h3"
            sx={{ fontSize: { xs: '1.875rem', md: '2.75rem' } }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography
              color="textSecondary"
              sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.125rem' } }}
            >
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
