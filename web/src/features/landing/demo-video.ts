export const DEMO_SECTION_ID = 'demo';

/**
 * Recorded from the real app by `npm run record:demo`: on a desktop (16:9), and on a phone
 * (390x844), which is the one a phone shows, since the desktop one is unreadable at that size.
 */
export const DEMO_VIDEOS = {
  desktop: { src: '/demo/thumbforge-demo.mp4', poster: '/demo/thumbforge-demo-poster.jpg' },
  phone: {
    src: '/demo/thumbforge-demo-phone.mp4',
    poster: '/demo/thumbforge-demo-phone-poster.jpg',
  },
} as const;

/** Below MUI's `sm` breakpoint, where the demo section shows the phone recording's shape. */
const PHONE_DEMO_QUERY = '(max-width: 599.95px)';

/** The recording for a screen: the phone one where the phone query matches. */
export function demoVideoFor(phone: boolean) {
  return phone ? DEMO_VIDEOS.phone : DEMO_VIDEOS.desktop;
}

/** How far ahead of the viewport the video starts loading. */
const LOAD_MARGIN = '200px';

/** Calls `then` once the element first intersects as `options` define, then stops watching. */
function onceIntersecting(
  element: Element,
  options: IntersectionObserverInit,
  then: () => void,
): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Nothing of the demo video loads with the page: its source and poster are set once it comes
 * within LOAD_MARGIN of the viewport, and it plays, muted, once at least half of it has been on
 * screen (unless reduced motion is asked for). Without IntersectionObserver, both at once.
 * Plain DOM, so the prerendered landing page runs it without React. Returns the way to stop.
 */
export function watchDemoVideo(video: HTMLVideoElement): () => void {
  let near = false;
  let seen = false;
  const play = () => {
    if (!near || !seen) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    video.play().catch(() => {
      // Autoplay refused: the controls remain.
    });
  };
  const load = () => {
    near = true;
    const { src, poster } = demoVideoFor(window.matchMedia?.(PHONE_DEMO_QUERY).matches ?? false);
    video.poster = poster;
    video.src = src;
    play();
  };
  const show = () => {
    seen = true;
    play();
  };
  if (typeof IntersectionObserver === 'undefined') {
    load();
    show();
    return () => undefined;
  }
  const stops = [
    onceIntersecting(video, { rootMargin: LOAD_MARGIN }, load),
    onceIntersecting(video, { threshold: 0.5 }, show),
  ];
  return () => stops.forEach((stop) => stop());
}
