import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEMO_POSTER } from '../landing-examples';
import { LandingSection } from './landing-section';

export const DEMO_SECTION_ID = 'demo';

/** The demo video's frame: 16:9, showing its poster. */
export function DemoSection() {
  return (
    <LandingSection
      id={DEMO_SECTION_ID}
      raised
      eyebrow="Demo"
      title="Watch the Demo"
      subtitle="Watch a plain photo become a finished thumbnail, then get refined with a few chat messages."
    >
      <Box
        component="figure"
        sx={{
          m: 0,
          mx: 'auto',
          maxWidth: 960,
          position: 'relative',
          aspectRatio: '16 / 9',
          borderRadius: '16px',
          overflow: 'hidden',
          border: 1,
          borderColor: 'rgba(255, 255, 255, 0.12)',
          boxShadow: '0 30px 80px rgba(0, 0, 0, 0.6), 0 0 0 8px rgba(255, 255, 255, 0.02)',
          background: '#000',
        }}
      >
        <Box
          component="img"
          src={DEMO_POSTER.photo}
          alt={DEMO_POSTER.alt}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.7 }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            background: 'linear-gradient(180deg, rgba(0,0,0,0.1) 0%, rgba(0,0,0,0.6) 100%)',
          }}
        >
          <Box
            sx={{
              width: { xs: 64, md: 88 },
              height: { xs: 64, md: 88 },
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              background: '#e50914',
              boxShadow: '0 0 0 12px rgba(229, 9, 20, 0.25)',
            }}
          >
            <PlayArrowRounded sx={{ fontSize: { xs: 40, md: 52 }, color: '#fff' }} />
          </Box>
        </Box>
        <Typography
          component="figcaption"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            p: { xs: 1.5, md: 2.5 },
            fontWeight: 600,
            fontSize: { xs: '0.85rem', md: '1rem' },
          }}
        >
          Photo to thumbnail in about 2 minutes
        </Typography>
      </Box>
    </LandingSection>
  );
}
