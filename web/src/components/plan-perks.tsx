import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';

const PERKS = [
  {
    icon: PsychologyRounded,
    title: 'Personalized AI',
    text: 'Remembers your genre, mood and style',
  },
  { icon: AutoAwesomeRounded, title: 'AI-Powered', text: 'Studio-quality art in about 2 minutes' },
  { icon: BlockRounded, title: 'No Watermarks', text: 'Clean thumbnails, ready to upload' },
  { icon: AllInclusiveRounded, title: 'No Expiry', text: 'Tokens never expire' },
] as const;

/** The "All plans include" block under the plan cards (docs/product-rules.md section 2). */
export function PlanPerks({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        maxWidth: 1080,
        mx: 'auto',
        p: { xs: 3, md: 4 },
        borderRadius: '16px',
        background: (t) => t.palette.surface.perks,
      }}
    >
      <Typography
        id={headingId}
        component={headingLevel}
        variant="h5"
        sx={{ textAlign: 'center', mb: 3 }}
      >
        All plans include
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {PERKS.map(({ icon: Icon, title, text }) => (
          <Box component="li" key={title} sx={{ textAlign: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                mx: 'auto',
                mb: 1.5,
                borderRadius: '12px',
                display: 'grid',
                placeItems: 'center',
                background: (t) => alpha(t.palette.primary.main, 0.12),
                color: 'primary.light',
              }}
            >
              <Icon />
            </Box>
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
