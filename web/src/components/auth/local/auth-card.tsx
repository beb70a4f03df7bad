import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The question before the link to the other screen, e.g. "Don't have an account?". */
  switchPrompt: string;
  switchLabel: string;
  switchHref: string;
  children: ReactNode;
}

/** The card both local auth screens share, in the spirit of a hosted sign-in widget. */
export function AuthCard({
  title,
  subtitle,
  switchPrompt,
  switchLabel,
  switchHref,
  children,
}: AuthCardProps) {
  return (
    <Card
      sx={{
        width: '100%',
        maxWidth: 420,
        p: { xs: 3, sm: 4 },
        background: (t) => alpha(t.palette.surface.card, 0.92),
        backdropFilter: 'blur(12px)',
        borderColor: (t) => alpha(t.palette.common.white, 0.1),
        boxShadow: (t) => `0 24px 64px ${alpha(t.palette.common.black, 0.6)}`,
      }}
    >
      <Typography component="h1" variant="h5" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      {children}
      <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
        <Typography variant="body2" color="textSecondary">
          {switchPrompt}{' '}
          <Link href={switchHref} sx={{ fontWeight: 600 }}>
            {switchLabel}
          </Link>
        </Typography>
      </Box>
    </Card>
  );
}
