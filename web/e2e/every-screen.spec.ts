import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browserPerFile, VIEWPORTS, type ViewportName } from './support/browser.js';
import { visitPublicPages, visitSignedInStates } from './support/every-screen.js';
import { expectNoHorizontalScroll } from './support/expect-page.js';
import { expectTouchTargets } from './support/touch-targets.js';

const { open } = browserPerFile();

/**
 * Every screen and state a new creator meets (support/every-screen.ts, which the screenshots
 * script walks too): no serious accessibility violation and nothing wider than the screen at
 * either size, and on a phone every control a finger uses at least 44x44 px.
 */
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('every screen at %s size', (viewport) => {
  const check = async (page: Page, state: string) => {
    const where = `${state} (${viewport})`;
    await expectNoSeriousA11yViolations(page, where);
    await expectNoHorizontalScroll(page);
    if (viewport === 'phone') await expectTouchTargets(page, where);
  };

  it('the public pages', { timeout: 180_000 }, async () => {
    const page = await open('about:blank', viewport);
    await visitPublicPages(page, check);
  });

  it('a new creator’s states, from sign-up to no tokens left', { timeout: 300_000 }, async () => {
    const page = await open('about:blank', viewport);
    await visitSignedInStates(page, viewport, check);
  });
});
