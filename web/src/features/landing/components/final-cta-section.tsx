import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { LIMITS } from '@thumbforge/contract';
import { paths } from '@/config/paths';

export function FinalCtaSection() {
  return (
    <Box component="section" aria-labelledby="final-cta-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            borderRadius: '24px',
            border: 1,
            borderColor: (t) => alpha(t.palette.primary.main, 0.4),
            background: (t) =>
              `radial-gradient(ellipse at 50% 0%, ${alpha(t.palette.primary.main, 0.35)}, transparent 70%), ${t.palette.surface.ember}`,
          }}
        >
          <Typography
            id="final-cta-heading"
            component="h2"
            variant="h3"
            sx={{ fontSize: { xs: '1.875rem', md: '2.75rem' }, textWrap: 'balance' }}
          >
            {/* "3 free tokens" is one thought: it never breaks across lines. */}
            Make your first thumbnails with{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {LIMITS.freeTokens} free tokens
            </Box>
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 2, mb: 4, fontSize: '1.1rem' }}>
            Sign up in seconds, no card needed. Ready-to-upload thumbnails in about 2 minutes.
          </Typography>
          <Button
            href={paths.signUp}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardRounded />}
            sx={{ whiteSpace: 'normal' }}
          >
            Sign Up and Get {LIMITS.freeTokens} Free Tokens
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
