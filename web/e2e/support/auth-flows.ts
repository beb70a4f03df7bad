import type { Page } from 'playwright-core';
import { uniqueEmail } from './browser.js';
import { visible } from './expect-page.js';

export const PASSWORD = 'correct horse battery';

interface Creator {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newCreator(): Creator {
  return { email: uniqueEmail(), password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
}

/** Fills and submits the sign-up form of the page it is on. */
export async function signUpThroughUi(page: Page, creator: Creator) {
  await page.getByLabel('First name').fill(creator.firstName);
  await page.getByLabel('Last name').fill(creator.lastName);
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password', { exact: true }).fill(creator.password);
  await page.getByRole('button', { name: /^(sign up|create account)$/i }).click();
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

export async function expectDashboardWithTokens(page: Page, tokens: number) {
  await visible(page.getByRole('heading', { name: 'Create Your First Thumbnail' }));
  await visible(page.getByLabel(`Token balance: ${tokens}`));
}
