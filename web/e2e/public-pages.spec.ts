import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS, type ViewportName } from './support/browser.js';
import { expectNoHorizontalScroll, expectPath, visible } from './support/expect-page.js';

const { open } = browserPerFile();

const POLICIES: Array<[string, RegExp, RegExp]> = [
  ['/cancellation-refunds', /cancellation and refunds/i, /7 days/],
  ['/terms-conditions', /terms and conditions/i, /token/i],
  ['/shipping', /shipping information/i, /digital/i],
  ['/privacy', /privacy policy/i, /7 years/],
];

describe('public pages', () => {
  it.each(POLICIES)('%s has its heading, facts and a Back button', async (path, heading, fact) => {
    const page = await open('/');
    await page.goto(path);
    await visible(page.getByRole('heading', { level: 1, name: heading }));
    await visible(page.getByText(fact).first());
    await page.getByRole('button', { name: /back/i }).click();
    await expectPath(page, '/');
  });

  it('shows the contact page with the support address and response time', async () => {
    const page = await open('/contact');
    await visible(page.getByRole('link', { name: 'support@thumbforge.app' }));
    await visible(page.getByText(/within 2 hours/i));
  });

  it('shows the pricing page signed out', async () => {
    const page = await open('/pricing');
    await visible(page.getByRole('heading', { name: 'Choose Your Token Package' }));
    for (const claim of ['Tokens never expire', 'No commitments', 'Cancel anytime']) {
      await visible(page.getByText(claim));
    }
    expect(await page.getByRole('link', { name: 'Sign In to Purchase' }).count()).toBe(3);
    await visible(page.getByText('Most Popular'));
    await visible(page.getByText(/Response within 2 hours/));
  });

  it('shows NotFound for an unknown route', async () => {
    const page = await open('/no-such-page');
    await visible(page.getByText(/not found/i));
  });

  it('loads the page behind a deep link served by the SPA fallback', async () => {
    const page = await open('/terms-conditions');
    await visible(page.getByRole('heading', { level: 1, name: /terms and conditions/i }));
  });

  const phonePages = ['/pricing', '/privacy', '/signin', '/signup', '/contact'];
  it.each(phonePages)('%s fits a phone screen', async (path) => {
    const viewport: ViewportName = 'phone';
    const page = await open(path, viewport);
    await visible(page.getByRole('heading').first());
    expect(page.viewportSize()).toEqual(VIEWPORTS.phone);
    await expectNoHorizontalScroll(page);
  });
});
