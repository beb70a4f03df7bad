import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newCreator, signUpThroughUi } from './support/auth-flows.js';
import { browserPerFile } from './support/browser.js';
import { expectPath, hidden, visible } from './support/expect-page.js';
import { billingDialog, giveBillingDetails } from './support/billing-flows.js';

const { open } = browserPerFile();

const CHECKOUT_FAILED = 'Payment failed. Please try again.';
const VERIFIED = 'Payment verified successfully!';

async function signUpOnPricing(): Promise<Page> {
  const page = await open('/signup');
  await signUpThroughUi(page, newCreator());
  await visible(page.getByLabel('Token balance: 3'));
  await page.goto('/pricing');
  return page;
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** The page behind the open checkout is hidden from assistive tech, as a modal dialog should be. */
const buttonBehindCheckout = (page: Page, plan: string) =>
  page
    .getByRole('article', { name: plan, exact: true, includeHidden: true })
    .getByRole('button', { includeHidden: true });
const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: /ThumbForge checkout/ });

/** Clicks the plan's Buy Now and waits for the sandbox checkout; answers the new order's id. */
async function startCheckout(page: Page, plan: string): Promise<string> {
  const orderAnswer = page.waitForResponse((r) => r.url().endsWith('/api/v1/payment/create-order'));
  await planCard(page, plan).getByRole('button', { name: 'Buy Now' }).click();
  await giveBillingDetails(page);
  const { orderId } = (await (await orderAnswer).json()) as { orderId: string };
  await visible(checkoutDialog(page));
  return orderId;
}

async function expectBalance(page: Page, tokens: number) {
  await page.goto('/dashboard');
  await visible(page.getByLabel(`Token balance: ${tokens}`));
}

describe('buying tokens', () => {
  it('asks visitors to sign in before they purchase', async () => {
    const page = await open('/pricing');
    const links = page.getByRole('link', { name: 'Sign In to Purchase' });
    await visible(links);
    expect(await links.count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);
    await planCard(page, 'Premium').getByRole('link', { name: 'Sign In to Purchase' }).click();
    await expectPath(page, '/signin');
  });

  it('asks billing details before paying, checks a GSTIN as the server does, and remembers them', async () => {
    const page = await signUpOnPricing();
    await planCard(page, 'Standard').getByRole('button', { name: 'Buy Now' }).click();
    const dialog = billingDialog(page);
    await visible(dialog);
    // The name comes with the account and the remembered details with the payments, each when it loads.
    const name = dialog.getByRole('textbox', { name: /Name to bill/ });
    await expect.poll(() => name.inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await visible(dialog.getByText('Choose your state'));
    await dialog.getByRole('combobox', { name: /State/ }).click();
    await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
    const gstin = dialog.getByRole('textbox', { name: /GSTIN/ });
    await gstin.fill('27AAPFU0939F1ZW');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await visible(dialog.getByText('This GSTIN is mistyped: its last character does not match'));
    await visible(dialog.getByText(/registered address: a tax invoice to a GSTIN prints it/));
    await gstin.fill('27AAPFU0939F1ZV');
    const address = dialog.getByRole('textbox', { name: /Registered address/ });
    await address.fill('21 Linking Road, Mumbai 400050');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await hidden(dialog);
    await checkoutDialog(page).getByRole('button', { name: 'Pay ₹800' }).click();
    await expectPath(page, '/dashboard');

    await page.goto('/pricing');
    await planCard(page, 'Pro').getByRole('button', { name: 'Buy Now' }).click();
    await visible(dialog.getByRole('combobox', { name: /State/ }).getByText('Maharashtra'));
    expect(await gstin.inputValue()).toBe('27AAPFU0939F1ZV');
    expect(await address.inputValue()).toBe('21 Linking Road, Mumbai 400050');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    await visible(planCard(page, 'Pro').getByRole('button', { name: 'Buy Now' }));
    expect(await checkoutDialog(page).count()).toBe(0);
  });

  it('buys Standard in the sandbox, credits 10 tokens and lists the payment with its receipt', async () => {
    const page = await signUpOnPricing();
    const razorpayScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('checkout.razorpay.com')) razorpayScripts.push(request.url());
    });
    const orderId = await startCheckout(page, 'Standard');

    const standardButton = buttonBehindCheckout(page, 'Standard');
    await visible(standardButton.getByText('Processing...'));
    expect(await standardButton.isDisabled()).toBe(true);
    const proButton = buttonBehindCheckout(page, 'Pro');
    expect(await proButton.textContent()).toBe('Buy Now');
    expect(await proButton.isDisabled()).toBe(true);

    const dialog = checkoutDialog(page);
    await visible(dialog.getByText('SANDBOX — no real money moves'));
    await visible(dialog.getByText('Standard package'));
    await visible(dialog.getByText('10 tokens'));
    await dialog.getByRole('button', { name: 'Pay ₹800' }).click();

    await visible(page.getByText('Payment successful! 10 tokens added to your account.'));
    // One success toast, not two saying the same.
    expect(await page.getByText(VERIFIED).count()).toBe(0);
    await expectPath(page, '/dashboard');
    await visible(page.getByLabel('Token balance: 13'));

    await page.goto('/transactions');
    const card = page.getByRole('article', { name: /^Payment #TF-\d{4}-\d{6}$/ });
    await visible(card);
    await visible(card.getByText('Paid'));
    await visible(card.getByText('₹800'));
    await visible(card.getByText('10 tokens'));
    await visible(card.getByText(/^pay_[A-Za-z0-9]{14}$/));

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Receipt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`receipt_${orderId}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await visible(page.getByText('Receipt downloaded successfully!'));
    expect(razorpayScripts).toEqual([]);
  });

  it.each([
    ['Premium', '₹1,400', 25],
    ['Pro', '₹2,450', 50],
  ] as const)('buys %s in the sandbox and credits its tokens', async (plan, price, tokens) => {
    const page = await signUpOnPricing();
    await startCheckout(page, plan);
    await checkoutDialog(page)
      .getByRole('button', { name: `Pay ${price}` })
      .click();

    await visible(page.getByText(`Payment successful! ${tokens} tokens added to your account.`));
    await expectPath(page, '/dashboard');
    await visible(page.getByLabel(`Token balance: ${3 + tokens}`));
    await page.goto('/transactions');
    await visible(page.getByText(price));
  });

  it('reports a failed payment, keeps checkout open for a retry and credits nothing', async () => {
    const page = await signUpOnPricing();
    await startCheckout(page, 'Standard');
    const dialog = checkoutDialog(page);
    await dialog.getByRole('button', { name: 'Fail payment' }).click();

    await visible(page.getByText(CHECKOUT_FAILED));
    await visible(dialog.getByText(/That attempt failed/));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    await visible(planCard(page, 'Standard').getByRole('button', { name: 'Buy Now' }));
    expect(await page.getByText(VERIFIED).count()).toBe(0);

    await expectBalance(page, 3);
    await page.goto('/transactions');
    const card = page.getByRole('article', { name: /^Payment #/ });
    await visible(card.getByText('Failed'));
    expect(await card.getByRole('button', { name: 'Download Receipt' }).count()).toBe(0);
  });

  it('puts the button back when checkout is dismissed, leaving a pending order', async () => {
    const page = await signUpOnPricing();
    await startCheckout(page, 'Pro');
    const proButton = buttonBehindCheckout(page, 'Pro');
    await visible(proButton.getByText('Processing...'));

    await page.keyboard.press('Escape');
    await hidden(checkoutDialog(page));
    await visible(planCard(page, 'Pro').getByRole('button', { name: 'Buy Now' }));
    expect(await proButton.isEnabled()).toBe(true);
    expect(await page.getByText(VERIFIED).count()).toBe(0);
    expect(await page.getByText(CHECKOUT_FAILED).count()).toBe(0);

    await expectBalance(page, 3);
    await page.goto('/transactions');
    const card = page.getByRole('article', { name: /^Payment #[A-Za-z0-9]{8}$/ });
    await visible(card.getByText('Pending'));
    await visible(card.getByText('₹2,450'));
  });

  it('opens one checkout for a double click on Buy Now', async () => {
    const page = await signUpOnPricing();
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/payment/create-order')) orders.push(request.url());
    });
    await planCard(page, 'Premium').getByRole('button', { name: 'Buy Now' }).dblclick();
    await giveBillingDetails(page);
    await visible(checkoutDialog(page));
    expect(orders).toHaveLength(1);
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it('asks to sign in again when the session ended before a purchase', async () => {
    const page = await open('/signup');
    await page.clock.install();
    await signUpThroughUi(page, newCreator());
    await visible(page.getByLabel('Token balance: 3'));
    await page.goto('/pricing');
    const buy = planCard(page, 'Standard').getByRole('button', { name: 'Buy Now' });
    await visible(buy);

    // Signed out elsewhere, and long enough ago that this tab's session token has expired.
    await page.context().clearCookies();
    await page.clock.fastForward('02:00');
    // The tab learns that the session ended when it next needs it: at the purchase, which then
    // asks to sign in; or sooner on Firebase, whose listeners renew their own sign-in, and then
    // the page offers to sign in where Buy Now was. Either way it asks, and nothing opens.
    const asked = page
      .getByText('Please sign in to purchase tokens')
      .or(planCard(page, 'Standard').getByRole('link', { name: 'Sign In to Purchase' }));
    await buy
      .click({ timeout: 5_000 })
      .then(() => giveBillingDetails(page))
      .catch(() => undefined);
    await visible(asked);
    await hidden(checkoutDialog(page));
  });

  it('says what failed when the connection drops at each step', async () => {
    const page = await signUpOnPricing();
    const drop = (path: string) =>
      page.route(`**/api/v1${path}`, (route) => route.abort(), { times: 1 });

    await drop('/payment/create-order');
    await planCard(page, 'Standard').getByRole('button', { name: 'Buy Now' }).click();
    await giveBillingDetails(page);
    await visible(page.getByText('Failed to create order'));
    await visible(planCard(page, 'Standard').getByRole('button', { name: 'Buy Now' }));

    await drop('/payment/verify');
    await startCheckout(page, 'Standard');
    await checkoutDialog(page).getByRole('button', { name: 'Pay ₹800' }).click();
    await visible(page.getByText('Payment verification failed'));
    expect(await page.getByText(VERIFIED).count()).toBe(0);
    await expectPath(page, '/pricing');

    if (inject('liveData') === 'sse') {
      await drop('/payment/');
      await page.goto('/transactions');
      await visible(page.getByText('Failed to fetch payment history'));
      await page.getByRole('button', { name: 'Retry' }).click();
    } else {
      // Firestore's listener reconnects by itself: a dropped connection shows no error to retry.
      await page.goto('/transactions');
    }
    // The sandbox also delivered the webhook, which credited the order verify could not confirm.
    const card = page.getByRole('article', { name: /^Payment #TF-/ });
    await visible(card.getByText('Paid'));

    await page.route('**/api/v1/payment/order_*', (route) => route.abort(), { times: 1 });
    await card.getByRole('button', { name: 'Download Receipt' }).click();
    await visible(page.getByText('Failed to download receipt'));
  });
});
