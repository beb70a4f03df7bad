export const DEMO_SECTION_ID = 'demo';

/** Recorded from the real app by `npm run record:demo`. */
const DEMO_VIDEO = '/demo/thumbforge-demo.mp4';
const DEMO_VIDEO_POSTER = '/demo/thumbforge-demo-poster.jpg';

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
    video.poster = DEMO_VIDEO_POSTER;
    video.src = DEMO_VIDEO;
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
