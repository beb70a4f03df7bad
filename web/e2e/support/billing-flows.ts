import type { Page } from 'playwright-core';
import { visible } from './expect-page.js';
import { tabTo } from './keyboard.js';

export const billingDialog = (page: Page) => page.getByRole('dialog', { name: 'Billing details' });

/** The checkout step before paying: the name comes prefilled, the state is picked by its name. */
export async function giveBillingDetails(page: Page, state = 'Karnataka', gstin = '') {
  const dialog = billingDialog(page);
  const states = page.getByRole('listbox', { name: /State/ });
  await visible(dialog.getByRole('button', { name: 'Continue to payment' }));
  await dialog.getByRole('combobox', { name: /State/ }).click();
  await visible(states);
  await states.getByRole('option', { name: state, exact: true }).click();
  if (gstin) await dialog.getByRole('textbox', { name: /GSTIN/ }).fill(gstin);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
}

/** Clicks the plan's Buy Now and gives the billing details, up to the checkout opening. */
export async function buyNow(page: Page, plan: string) {
  await page
    .getByRole('article', { name: plan, exact: true })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await giveBillingDetails(page);
}

/** The same step by keyboard alone: Tab to the state, open its list, type the name, pick it. */
export async function giveBillingDetailsByKeyboard(page: Page, state: string) {
  const dialog = billingDialog(page);
  await visible(dialog.getByRole('button', { name: 'Continue to payment' }));
  await tabTo(page, dialog.getByRole('combobox', { name: /State/ }));
  await page.keyboard.press('Enter');
  await page.keyboard.type(state);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');
}
