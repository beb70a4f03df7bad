import type { Page } from 'playwright-core';

/**
 * Holds the next request to `pattern` until the returned function is called, so a state that
 * normally flashes by (a spinner, a generation in progress) stays on screen to be checked.
 */
export async function holdNextRequest(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    pattern,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}
