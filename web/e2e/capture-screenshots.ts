/**
 * Full-page screenshots of every screen at phone and desktop sizes, for a person to look at.
 * Usage: npm run screenshots -- http://localhost:3000   (a running server; writes to screenshots/)
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchChromium, seeAllTours, VIEWPORTS, type ViewportName } from './support/browser.js';
import { newCreator, signUpThroughUi } from './support/auth-flows.js';

const baseURL = process.argv[2] ?? 'http://localhost:3000';
const outDir = new URL('../../screenshots/', import.meta.url);

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/signin',
  '/signup',
  '/privacy',
  '/terms-conditions',
  '/cancellation-refunds',
  '/shipping',
  '/contact',
  '/no-such-page',
];
const SIGNED_IN_PAGES = ['/', '/transactions', '/pricing'];

function fileName(prefix: string, path: string, viewport: ViewportName): string {
  const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  return new URL(`${prefix}-${slug}-${viewport}.png`, outDir).pathname;
}

async function capture(page: Page, prefix: string, path: string, viewport: ViewportName) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Bands far below the fold are painted when scrolled near (content-visibility: auto); a
  // full-page capture does not scroll, so it would show them empty.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: fileName(prefix, path, viewport), fullPage: true });
}

await mkdir(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport] });
    await seeAllTours(context);
    const page = await context.newPage();
    for (const path of PUBLIC_PAGES) await capture(page, 'out', path, viewport);

    await page.goto('/signup');
    await signUpThroughUi(page, newCreator());
    await page.getByRole('heading', { name: 'Create Your First Thumbnail' }).waitFor();
    for (const path of SIGNED_IN_PAGES) await capture(page, 'in', path, viewport);
    await context.close();
  }
  console.log(`Screenshots written to ${outDir.pathname}`);
} finally {
  await browser.close();
}
