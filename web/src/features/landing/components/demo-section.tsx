import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { DEMO_SECTION_ID, watchDemoVideo } from '../demo-video';
import { LandingSection } from './landing-section';

/** The demo video, 16:9, loaded and played as `watchDemoVideo` decides. */
export function DemoSection() {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => (video ? watchDemoVideo(video) : undefined), [video]);

  return (
    <LandingSection
      id={DEMO_SECTION_ID}
      raised
      eyebrow="Demo"
      title="Watch the Demo"
      subtitle="Watch a plain photo become a finished thumbnail, then get refined with a few chat messages."
    >
      <Box component="figure" sx={{ m: 0, mx: 'auto', maxWidth: { xs: 340, sm: 960 } }}>
        <Box
          sx={{
            position: 'relative',
            // A phone plays the phone recording (see demoVideoFor), in its own shape.
            aspectRatio: { xs: '390 / 844', sm: '16 / 9' },
            borderRadius: '16px',
            overflow: 'hidden',
            border: 1,
            borderColor: (t) => alpha(t.palette.common.white, 0.12),
            boxShadow: (t) =>
              `0 30px 80px ${alpha(t.palette.common.black, 0.6)}, 0 0 0 8px ${alpha(t.palette.common.white, 0.02)}`,
            background: (t) => t.palette.common.black,
          }}
        >
          <Box
            component="video"
            ref={setVideo}
            controls
            muted
            playsInline
            preload="none"
            aria-label="ThumbForge demo: a photo becomes two thumbnails, then one is edited by chat"
            aria-describedby="demo-caption"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </Box>
        <Typography
          id="demo-caption"
          component="figcaption"
          sx={{
            mt: 2,
            textAlign: 'center',
            color: 'text.secondary',
            fontWeight: 600,
            fontSize: { xs: '0.85rem', md: '1rem' },
          }}
        >
          The real app: photo, genre, mood and title in, two thumbnails out, then an edit by chat
        </Typography>
      </Box>
    </LandingSection>
  );
}
