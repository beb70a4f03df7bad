import { DEMO_SECTION_ID } from './demo-video';

/** The hero's Watch Demo button, which the prerendered page wires up without React. */
export const WATCH_DEMO_BUTTON_ID = 'watch-demo';

export function watchDemo(): void {
  const demo = document.getElementById(DEMO_SECTION_ID);
  demo?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Keyboard and screen reader users continue from the demo, not from the button.
  demo?.focus({ preventScroll: true });
}
