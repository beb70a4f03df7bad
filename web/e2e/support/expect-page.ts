import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const TIMEOUT = 10_000;

/** Waits for the locator to be visible; the failure names what was missing. */
export async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
}

export async function hidden(locator: Locator) {
  await locator.first().waitFor({ state: 'hidden', timeout: TIMEOUT });
}

/**
 * Waits until `probe` answers `wanted`, failing after the timeout with what it last answered. A
 * plain poll, so the screenshot tool (run by tsx, outside vitest) can share the walks.
 */
export async function waitUntil<T>(probe: () => Promise<T>, wanted: T, what: string) {
  const deadline = Date.now() + TIMEOUT;
  let last = await probe();
  while (last !== wanted) {
    if (Date.now() > deadline) throw new Error(`${what}: ${String(last)}, not ${String(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await probe();
  }
}

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: TIMEOUT }).toBe(pathname);
}

/** Nothing may be wider than a phone screen: horizontal scrolling means something overflows. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
