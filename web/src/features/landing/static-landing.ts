import { API_PATHS, API_PREFIX, type RuntimeConfig } from '@thumbforge/contract';
import { DEMO_SECTION_ID, watchDemoVideo } from './demo-video';
import { WATCH_DEMO_BUTTON_ID, watchDemo } from './watch-demo';

/** Set on `#root` by the build (web/build/prerender-landing.ts) when it holds the landing page. */
export const PRERENDERED_LANDING = 'landing';

export const holdsPrerenderedLanding = (root: HTMLElement) =>
  root.dataset.prerendered === PRERENDERED_LANDING;

/**
 * The build wrote the support address it knew; the server may be configured with another.
 * Nothing breaks if the config cannot be had: the built address stays.
 */
async function showConfiguredSupportEmail(root: HTMLElement): Promise<void> {
  const response = await fetch(`${API_PREFIX}${API_PATHS.config}`).catch(() => null);
  const config: Partial<RuntimeConfig> | null = response?.ok
    ? await response.json().catch(() => null)
    : null;
  const email = config?.supportEmail;
  if (typeof email !== 'string') return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
    link.href = `mailto:${email}`;
    link.textContent = email;
  }
}

/**
 * Brings the prerendered landing page to life without React: its links are plain links to the
 * app's pages, so what is left is what the page's own components do when rendered by the app
 * (the Watch Demo button, the demo video) and the configured support address.
 */
export function enhancePrerenderedLanding(root: HTMLElement): void {
  document.getElementById(WATCH_DEMO_BUTTON_ID)?.addEventListener('click', watchDemo);
  const video = root.querySelector<HTMLVideoElement>(`#${DEMO_SECTION_ID} video`);
  if (video) watchDemoVideo(video);
  void showConfiguredSupportEmail(root);
}
