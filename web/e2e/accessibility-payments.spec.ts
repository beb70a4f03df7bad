import { describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { billingDialog, buyNow } from './support/billing-flows.js';
import { browserPerFile, VIEWPORTS, type ViewportName } from './support/browser.js';
import { signUpToDashboard } from './support/chat-flows.js';
import { expectPath, hidden, visible } from './support/expect-page.js';

const { open } = browserPerFile();

const viewports = Object.keys(VIEWPORTS) as ViewportName[];
const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: /ThumbForge checkout/ });
const buyNowButton = (page: Page, plan: string) =>
  page.getByRole('article', { name: plan, exact: true }).getByRole('button', { name: 'Buy Now' });

describe.each(viewports)('accessibility of buying tokens at %s size', (viewport) => {
  const check = (page: Page, state: string) =>
    expectNoSeriousA11yViolations(page, `${state} (${viewport})`);

  it('pricing, the sandbox checkout and the transaction history have none', async () => {
    const page = await open('/signup', viewport);
    await signUpToDashboard(page);

    await page.goto('/transactions');
    await visible(page.getByText('No transactions yet'));
    await check(page, 'the empty transaction history');
    // Over the event stream the history is one request that can fail; a Firestore listener
    // reconnects by itself, so that runtime has no failed state to show.
    if (inject('liveData') === 'sse') {
      await page.route('**/api/v1/payment/', (route) => route.abort(), { times: 1 });
      await page.reload();
      await visible(page.getByRole('button', { name: 'Retry' }));
      await check(page, 'the transaction history that failed to load');
    }

    await page.goto('/pricing');
    await visible(buyNowButton(page, 'Standard'));
    await check(page, 'pricing, signed in');
    await buyNowButton(page, 'Standard').click();
    await visible(billingDialog(page));
    await check(page, 'the billing details step');
    await billingDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await hidden(billingDialog(page));

    // One order fails and is cancelled, one is dismissed, one is paid: every status is listed.
    await buyNow(page, 'Standard');
    await visible(checkoutDialog(page));
    await check(page, 'the sandbox checkout');
    await checkoutDialog(page).getByRole('button', { name: 'Fail payment' }).click();
    await visible(checkoutDialog(page).getByText(/That attempt failed/));
    await check(page, 'the sandbox checkout after a failed attempt');
    await checkoutDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await hidden(checkoutDialog(page));
    await buyNow(page, 'Pro');
    await visible(checkoutDialog(page));
    await page.keyboard.press('Escape');
    await hidden(checkoutDialog(page));
    await buyNow(page, 'Premium');
    await checkoutDialog(page).getByRole('button', { name: 'Pay ₹1,400' }).click();
    await visible(page.getByText('Payment successful! 25 tokens added to your account.'));
    await expectPath(page, '/dashboard');
    await visible(page.getByLabel('Token balance: 28'));
    await check(page, 'the dashboard after a purchase, with its toasts');

    await page.goto('/transactions');
    for (const status of ['Paid', 'Pending', 'Failed']) {
      await visible(page.getByRole('article').getByText(status, { exact: true }));
    }
    await check(page, 'the transaction history with paid, pending and failed payments');
  });
});
