import { describe, it } from 'vitest';
import { newCreator, signInThroughUi, signUpThroughUi } from './support/auth-flows.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browserPerFile, VIEWPORTS, type ViewportName } from './support/browser.js';
import { visible } from './support/expect-page.js';
import { holdNextRequest } from './support/hold-requests.js';

const { open } = browserPerFile();

/** Every route a visitor can reach (web/src/app/paths.ts), and the heading it opens with. */
const PUBLIC_PAGES: Array<[string, string | RegExp]> = [
  ['/', /thumbnail/i],
  ['/pricing', 'Choose Your Token Package'],
  ['/signin', /sign in|welcome/i],
  ['/signup', 'Create your account'],
  ['/cancellation-refunds', /cancellation and refunds/i],
  ['/terms-conditions', /terms and conditions/i],
  ['/shipping', /shipping information/i],
  ['/privacy', /privacy policy/i],
  ['/contact', 'Contact Us'],
  ['/no-such-page', '404'],
];

const viewports = Object.keys(VIEWPORTS) as ViewportName[];

describe.each(viewports)('accessibility of the public pages at %s size', (viewport) => {
  it.each(PUBLIC_PAGES)('%s has no serious or critical violations', async (path, heading) => {
    const page = await open(path, viewport);
    await visible(page.getByRole('heading', { level: 1, name: heading }));
    await expectNoSeriousA11yViolations(page, `${path} (${viewport})`);
  });

  it('the start-up spinner and the start-up failure have none', async () => {
    const page = await open('about:blank', viewport);
    const release = await holdNextRequest(page, '**/api/v1/config');
    await page.goto('/pricing');
    await visible(page.getByRole('status').getByText('Loading...'));
    await expectNoSeriousA11yViolations(page, `the loading screen (${viewport})`);
    release();
    await visible(page.getByRole('heading', { level: 1, name: 'Choose Your Token Package' }));

    await page.route('**/api/v1/config', (route) => route.abort());
    await page.reload();
    await visible(page.getByRole('alert'));
    await expectNoSeriousA11yViolations(page, `the start-up failure (${viewport})`);
  });

  it("the page shown when a page's code cannot be fetched has none", async () => {
    const page = await open('/pricing', viewport);
    await visible(page.getByRole('heading', { level: 1, name: 'Choose Your Token Package' }));
    // As after a deploy that replaced the scripts: the next page's code is not there.
    await page.route('**/*.js', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Something went wrong' }));
    await expectNoSeriousA11yViolations(page, `the route error page (${viewport})`);
  });

  it('the sign-in and sign-up forms showing their errors have none', async () => {
    const page = await open('/signup', viewport);
    await signUpThroughUi(page, { ...newCreator(), email: 'not an email', password: 'short' });
    await visible(page.getByText('Password must be at least 8 characters'));
    await expectNoSeriousA11yViolations(page, `sign-up with invalid fields (${viewport})`);

    await page.goto('/signin');
    await signInThroughUi(page, newCreator().email, 'not the password');
    await visible(page.getByText('Incorrect email or password'));
    await expectNoSeriousA11yViolations(page, `sign-in refused (${viewport})`);
  });
});
