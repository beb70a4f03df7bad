import { describe, it } from 'vitest';
import { browserPerFile } from './support/browser.js';
import {
  expectDashboardWithTokens,
  newCreator,
  signInThroughUi,
  signUpThroughUi,
} from './support/auth-flows.js';
import { expectPath, visible } from './support/expect-page.js';

const { open } = browserPerFile();

describe('signing up and in', () => {
  it('signs up, lands on the dashboard with 3 tokens, signs out and back in', async () => {
    const creator = newCreator();
    const page = await open('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expectPath(page, '/signup');
    await signUpThroughUi(page, creator);
    await expectPath(page, '/');
    await expectDashboardWithTokens(page, 3);

    await page.getByRole('button', { name: /account/i }).click();
    await visible(page.getByText(creator.email));
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await visible(page.getByRole('link', { name: 'Start Creating Now' }));

    await page.goto('/signin');
    await signInThroughUi(page, creator.email, creator.password);
    await expectDashboardWithTokens(page, 3);
  });

  it('keeps the session across a reload', async () => {
    const page = await open('/signup');
    await signUpThroughUi(page, newCreator());
    await expectDashboardWithTokens(page, 3);
    await page.reload();
    await expectDashboardWithTokens(page, 3);
  });

  it('sends a signed-in visit to /signin and /signup back to /', async () => {
    const page = await open('/signup');
    await signUpThroughUi(page, newCreator());
    await expectDashboardWithTokens(page, 3);
    for (const path of ['/signin', '/Signin', '/signup', '/Signup']) {
      await page.goto(path);
      await expectPath(page, '/');
    }
  });

  it('sends a signed-out visit to /transactions to /signin and back after signing in', async () => {
    const creator = newCreator();
    const setup = await open('/signup');
    await signUpThroughUi(setup, creator);
    await expectDashboardWithTokens(setup, 3);

    const page = await open('/transactions');
    await expectPath(page, '/signin');
    await signInThroughUi(page, creator.email, creator.password);
    await expectPath(page, '/transactions');
    await visible(page.getByRole('heading', { name: 'Transaction History' }));
  });

  it('sends a signed-out visit to /dashboard to /signin', async () => {
    const page = await open('/dashboard');
    await expectPath(page, '/signin');
  });

  it('explains a wrong password and a weak one', async () => {
    const creator = newCreator();
    const page = await open('/signup');
    await signUpThroughUi(page, { ...creator, password: 'short' });
    await visible(page.getByText('Password must be at least 8 characters'));
    await expectPath(page, '/signup');

    await signUpThroughUi(page, creator);
    await expectDashboardWithTokens(page, 3);

    const other = await open('/signin');
    await signInThroughUi(other, creator.email, 'not the password');
    await visible(other.getByText('Incorrect email or password'));
    await expectPath(other, '/signin');
  });

  it('explains a duplicate email', async () => {
    const creator = newCreator();
    const first = await open('/signup');
    await signUpThroughUi(first, creator);
    await expectDashboardWithTokens(first, 3);

    const second = await open('/signup');
    await signUpThroughUi(second, creator);
    await visible(second.getByText('An account with this email already exists'));
  });

  it('links sign-in and sign-up to each other', async () => {
    const page = await open('/signin');
    await page.getByRole('link', { name: /sign up/i }).click();
    await expectPath(page, '/signup');
    await page.getByRole('link', { name: /sign in/i }).click();
    await expectPath(page, '/signin');
  });
});
