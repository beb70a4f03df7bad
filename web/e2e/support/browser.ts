import { TOUR_FLAGS } from '@thumbforge/contract';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Debian's Chromium: nothing here downloads a browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--headless', '--disable-background-networking'],
  });
}

interface OpenOptions {
  /**
   * A guided tour covers the page until dismissed, so contexts start with every tour seen;
   * `'fresh'` is for the tests of the tours themselves.
   */
  tours?: 'seen' | 'fresh';
}

/** Marks every tour as already shown in each page this context opens. */
export async function seeAllTours(context: BrowserContext) {
  await context.addInitScript((flags: string[]) => {
    try {
      flags.forEach((flag) => localStorage.setItem(flag, 'true'));
    } catch {
      // about:blank has no storage; the app's pages do.
    }
  }, Object.values(TOUR_FLAGS));
}

/**
 * One browser per spec file; each `open` gets a fresh context (its own cookies and storage),
 * so every test starts signed out.
 */
export function browserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });

  return {
    baseURL,
    async open(
      path = '/',
      viewport: ViewportName = 'desktop',
      { tours = 'seen' }: OpenOptions = {},
    ): Promise<Page> {
      if (!browser) throw new Error('The browser is not running');
      const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport] });
      contexts.push(context);
      if (tours === 'seen') await seeAllTours(context);
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}

let counter = 0;
/** A unique address per call, so tests never collide on the shared server. */
export function uniqueEmail(label = 'creator'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.com`;
}
