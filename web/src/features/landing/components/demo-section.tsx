import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { LandingSection } from './landing-section';

export const DEMO_SECTION_ID = 'demo';

/** Recorded from the real app by `npm run record:demo`. */
export const DEMO_VIDEO = '/demo/thumbforge-demo.mp4';
export const DEMO_VIDEO_POSTER = '/demo/thumbforge-demo-poster.jpg';

/** How far ahead of the viewport the video starts loading. */
const LOAD_MARGIN = '200px';

/**
 * Whether the element has come within LOAD_MARGIN of the viewport (and stays true once it has),
 * and whether at least half of it has been on screen. Without IntersectionObserver, both at once.
 */
function useNearAndSeen(element: HTMLElement | null) {
  const [unobservable] = useState(() => typeof IntersectionObserver === 'undefined');
  const [near, setNear] = useState(unobservable);
  const [seen, setSeen] = useState(unobservable);
  useEffect(() => {
    if (!element || unobservable) return;
    const nearObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          nearObserver.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    const seenObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          seenObserver.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    nearObserver.observe(element);
    seenObserver.observe(element);
    return () => {
      nearObserver.disconnect();
      seenObserver.disconnect();
    };
  }, [element, unobservable]);
  return { near, seen };
}

/**
 * The demo video, 16:9. Nothing of it loads with the page: its source and poster are set once
 * the section comes near, and it plays, muted, once it is in view (unless reduced motion is asked for).
 */
export function DemoSection() {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const { near, seen } = useNearAndSeen(video);
  const played = useRef(false);

  useEffect(() => {
    if (!video || !near || !seen || played.current) return;
    played.current = true;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    video.play().catch(() => {
      // Autoplay refused: the controls remain.
    });
  }, [video, near, seen]);

  return (
    <LandingSection
      id={DEMO_SECTION_ID}
      raised
      eyebrow="Demo"
      title="Watch the Demo"
      subtitle="Watch a plain photo become a finished thumbnail, then get refined with a few chat messages."
    >
      <Box component="figure" sx={{ m: 0, mx: 'auto', maxWidth: 960 }}>
        <Box
          sx={{
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
            component="video"
            ref={setVideo}
            src={near ? DEMO_VIDEO : undefined}
            poster={near ? DEMO_VIDEO_POSTER : undefined}
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
