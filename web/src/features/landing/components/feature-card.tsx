import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon: SvgIconComponent;
  title: string;
  children: ReactNode;
  /** Shown above the icon, e.g. a step number. */
  kicker?: string;
}

/** An icon, a short title and a line of text: the steps and the reasons to choose ThumbForge. */
export function FeatureCard({ icon: Icon, title, children, kicker }: FeatureCardProps) {
  return (
    <Card component="li" sx={{ p: { xs: 3, md: 4 }, height: '100%', listStyle: 'none' }}>
      {kicker && (
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary', lineHeight: 1, mb: 2 }}
        >
          {kicker}
        </Typography>
      )}
      <Box
        aria-hidden
        sx={{
          width: 52,
          height: 52,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          mb: 2.5,
          color: 'common.white',
          background: (t) =>
            `linear-gradient(135deg, ${t.palette.brand.bright} 0%, ${t.palette.primary.dark} 100%)`,
          boxShadow: (t) => `0 10px 24px ${alpha(t.palette.primary.main, 0.3)}`,
        }}
      >
        <Icon />
      </Box>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary">{children}</Typography>
    </Card>
  );
}

/** Three feature cards in a row on wide screens, stacked on phones. */
export function FeatureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
