import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.js';
import { expectNoHorizontalScroll, expectPath, visible } from './support/expect-page.js';

const { open } = browserPerFile();

const SECTION_HEADINGS = [
  /how it works/i,
  /demo/i,
  /see the transformation/i,
  /traditional/i,
  /why choose/i,
  /pricing|token package/i,
  /all plans include/i,
  /3 free tokens/i,
];

describe('landing page', () => {
  it('shows the nine sections in SPEC order', async () => {
    const page = await open('/');
    await visible(page.getByRole('heading', { level: 1 }));
    // Text content, not innerText: bands far below the fold skip layout until scrolled near
    // (content-visibility), and Chromium gives skipped elements no innerText.
    const headings = await page.locator('main section h2').allTextContents();
    let cursor = -1;
    for (const pattern of SECTION_HEADINGS) {
      const index = headings.findIndex((text, i) => i > cursor && pattern.test(text));
      expect(
        index,
        `a section heading matching ${pattern} after "${headings[cursor]}"`,
      ).toBeGreaterThan(cursor);
      cursor = index;
    }
    await visible(page.getByRole('contentinfo'));
  });

  it('links the top bar, hero and call to action to sign-in and sign-up', async () => {
    const page = await open('/');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(await banner.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(await page.getByRole('link', { name: 'Start Creating Now' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(
      await page.getByRole('link', { name: /Sign Up and Get 3 Free Tokens/ }).getAttribute('href'),
    ).toBe('/signup');
  });

  it('sends every pricing button to sign-in', async () => {
    const page = await open('/');
    const buttons = page.getByRole('link', { name: 'Sign In to Purchase' });
    await visible(buttons);
    expect(await buttons.count()).toBe(3);
    for (const href of await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      expect(href).toBe('/signin');
    }
    await buttons.first().click();
    await expectPath(page, '/signin');
  });

  it('shows the three plans with their prices and says what one token makes', async () => {
    const page = await open('/');
    const claims = ['₹800', '₹1,400', '₹2,450', 'Most Popular', 'from ₹49', '₹80 per token'];
    for (const text of [...claims, 'one generation of two variants, or one edit']) {
      await visible(page.getByText(text, { exact: false }).first());
    }
    expect(await page.getByText('One token makes one thumbnail').count()).toBe(0);
  });

  it('labels the before and after examples', async () => {
    const page = await open('/');
    for (const label of ['Pet vlog', 'Tech explainer', 'Education']) {
      await visible(page.getByText(label, { exact: false }));
    }
  });

  it('scrolls to the demo when Watch Demo is pressed', async () => {
    const page = await open('/');
    const demo = page.locator('#demo');
    const before = await demo.boundingBox();
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect
      .poll(async () => (await demo.boundingBox())?.y ?? Infinity, { timeout: 5_000 })
      .toBeLessThan(Math.max(200, (before?.y ?? 0) - 1));
  });

  it('loads the demo video only once its section is reached', async () => {
    const page = await open('about:blank');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    const video = page.locator('#demo video');
    expect(await video.getAttribute('aria-label')).toMatch(/demo/i);
    expect(await video.getAttribute('src')).toBeNull();
    expect(requested.filter((url) => url.includes('/demo/thumbforge-demo.mp4'))).toEqual([]);

    await page.locator('#demo').scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.getAttribute('src'), { timeout: 5_000 })
      .toBe('/demo/thumbforge-demo.mp4');
    await expect
      .poll(() => requested.some((url) => url.includes('/demo/thumbforge-demo.mp4')), {
        timeout: 5_000,
      })
      .toBe(true);
  });

  it('links the footer to every policy page and the support address', async () => {
    const page = await open('/');
    const footer = page.getByRole('contentinfo');
    const expected: Array<[RegExp, string]> = [
      [/privacy/i, '/privacy'],
      [/terms/i, '/terms-conditions'],
      [/cancellation/i, '/cancellation-refunds'],
      [/delivery information/i, '/shipping'],
      [/contact/i, '/contact'],
    ];
    for (const [name, href] of expected) {
      expect(await footer.getByRole('link', { name }).first().getAttribute('href')).toBe(href);
    }
    const mail = await footer.locator('a[href^="mailto:"]').first().getAttribute('href');
    expect(mail).toBe('mailto:support@thumbforge.app');
  });

  it('shows the support address the server is configured with, not the one it was built with', async () => {
    const page = await open('about:blank');
    await page.route('**/api/v1/config', async (route) => {
      const config = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...config, supportEmail: 'help@creators.example' } });
    });
    await page.goto('/');
    const mail = page.getByRole('contentinfo').locator('a[href^="mailto:"]');
    await expect
      .poll(() => mail.getAttribute('href'), { timeout: 5_000 })
      .toBe('mailto:help@creators.example');
    expect(await mail.textContent()).toBe('help@creators.example');
  });

  it('fits a phone screen', async () => {
    const page = await open('/', 'phone');
    await visible(page.getByRole('heading', { level: 1 }));
    await expectNoHorizontalScroll(page);
  });
});
