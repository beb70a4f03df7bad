import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { LIMITS } from '@thumbforge/contract';
import { paths } from '@/config/paths';
import { HERO_THUMBNAIL } from '../landing-examples';
import { WATCH_DEMO_BUTTON_ID } from '../watch-demo';
import { RenderedThumbnail } from './rendered-thumbnail';

const HIGHLIGHTS = [
  `${LIMITS.freeTokens} free tokens on sign-up`,
  'No watermarks',
  'Tokens never expire',
];

export function HeroSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
        background: (t) =>
          `radial-gradient(ellipse 80% 60% at 70% 0%, ${alpha(t.palette.primary.main, 0.22)}, transparent 70%)`,
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'primary.light', mb: 2, fontSize: '0.8rem' }}
          >
            AI thumbnails for YouTube creators
          </Typography>
          <Typography
            id="hero-heading"
            variant="h1"
            sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4rem' }, lineHeight: 1.05 }}
          >
            Turn any photo into a{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              click-worthy
            </Box>{' '}
            thumbnail
          </Typography>
          <Typography
            color="textSecondary"
            sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 540 }}
          >
            Upload a photo, answer 4 quick questions and share your vision. ThumbForge creates your
            thumbnail in about 2 minutes, then you refine it just by chatting.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              href={paths.signUp}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardRounded />}
            >
              Start Creating Now
            </Button>
            <Button
              id={WATCH_DEMO_BUTTON_ID}
              variant="outlined"
              size="large"
              startIcon={<PlayCircleOutlineRounded />}
              onClick={onWatchDemo}
            >
              Watch Demo
            </Button>
          </Stack>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 4,
              display: 'flex',
              flexWrap: 'wrap',
              gap: { xs: 1.5, sm: 3 },
              color: 'text.secondary',
              fontSize: '0.9rem',
            }}
          >
            {HIGHLIGHTS.map((text) => (
              <Box
                component="li"
                key={text}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  '&::before': {
                    content: '""',
                    width: 6,
                    height: 6,
                    borderRadius: '50%',
                    background: (t) => t.palette.primary.main,
                  },
                }}
              >
                {text}
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ position: 'relative', maxWidth: 600, width: '100%', mx: 'auto' }}>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: '-12%',
              background: (t) =>
                `radial-gradient(circle, ${alpha(t.palette.primary.main, 0.35)}, transparent 65%)`,
              filter: 'blur(20px)',
            }}
          />
          <Box sx={{ position: 'relative', transform: { md: 'rotate(1.5deg)' } }}>
            <RenderedThumbnail
              example={HERO_THUMBNAIL}
              sizes="(min-width: 900px) 560px, calc(100vw - 32px)"
              eager
            />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
