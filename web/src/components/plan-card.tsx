import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Plan } from '@thumbforge/contract';
import { useId, type ReactNode } from 'react';
import { formatRupees } from '@/lib/format-rupees';

interface PlanCardProps {
  plan: Plan;
  /** The buy or sign-in button; it differs between visitors and members. */
  action: ReactNode;
  headingLevel: 'h2' | 'h3';
}

/** One token package, shared by the landing page and the pricing page. */
export function PlanCard({ plan, action, headingLevel }: PlanCardProps) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        overflow: 'visible',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 3.5 },
        ...(plan.popular && {
          borderColor: 'primary.main',
          background: (t) =>
            `linear-gradient(180deg, ${alpha(t.palette.primary.main, 0.14)} 0%, ${t.palette.surface.card} 55%)`,
          boxShadow: (t) => `0 20px 60px ${alpha(t.palette.primary.main, 0.18)}`,
        }),
      }}
    >
      {plan.popular && (
        <Chip
          label="Most Popular"
          color="primary"
          size="small"
          sx={{
            position: 'absolute',
            top: 0,
            left: '50%',
            transform: 'translate(-50%, -50%)',
            fontWeight: 700,
            px: 1,
          }}
        />
      )}
      <Typography id={headingId} component={headingLevel} variant="h5">
        {plan.name}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 2 }}>
        <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1 }}>
          {formatRupees(plan.amount)}
        </Typography>
      </Box>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {plan.tokens} tokens · {plan.tokens} generations or edits
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 600, color: 'primary.light' }}>
        {formatRupees(plan.perThumbnail)} per token
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 3, display: 'grid', gap: 1.25 }}>
        {plan.features.map((feature) => (
          <Box
            component="li"
            key={feature}
            sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}
          >
            <CheckRounded aria-hidden sx={{ fontSize: 20, color: 'success.main' }} />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 'auto' }}>{action}</Box>
    </Card>
  );
}
