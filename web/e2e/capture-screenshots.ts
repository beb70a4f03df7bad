/**
 * Screenshots of every screen and state at phone and desktop sizes, for a person to look at.
 * Usage: npm run screenshots -- http://localhost:3000   (a running server; writes to screenshots/)
 * Set TOUCH=1 to also list, per state, the controls smaller than a finger at phone size.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchChromium, seeAllTours, VIEWPORTS, type ViewportName } from './support/browser.js';
import { visitPublicPages, visitSignedInStates } from './support/every-screen.js';
import { smallTouchTargets } from './support/touch-targets.js';

const baseURL = process.argv[2] ?? 'http://localhost:3000';
const only = process.argv[3];
const outDir = new URL('../../screenshots/', import.meta.url);

await mkdir(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    if (only && only !== viewport) continue;
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport] });
    await seeAllTours(context);
    const page = await context.newPage();
    const shoot = async (shown: Page, state: string) => {
      await shown.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      // What loads as it comes into view (the examples, the demo's poster) loads now, as a
      // reader scrolling down would see it, before the whole page is captured at once: headless
      // Chromium starts no lazy image for a script's scrolling.
      await shown.evaluate(async () => {
        for (const image of document.querySelectorAll('img')) image.loading = 'eager';
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((settle) => setTimeout(settle, 60));
        }
        window.scrollTo(0, 0);
      });
      await shown.waitForFunction(
        () => [...document.images].every((image) => image.complete),
        null,
        {
          timeout: 10_000,
        },
      );
      const path = new URL(`${state}-${viewport}.png`, outDir).pathname;
      await shown.screenshot({ path, fullPage: true });
      if (process.env.TOUCH && viewport === 'phone') {
        const small = await smallTouchTargets(shown);
        for (const target of small) {
          console.log(`${state}: ${target.control} ${target.width}x${target.height}`);
        }
      }
    };
    await visitPublicPages(page, shoot);
    await visitSignedInStates(page, viewport, shoot);
    await context.close();
  }
  console.log(`Screenshots written to ${outDir.pathname}`);
} finally {
  await browser.close();
}
