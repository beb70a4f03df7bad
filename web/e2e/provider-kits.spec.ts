import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runtimeConfigSchema, type RuntimeConfig } from '@thumbforge/contract';
import { newCreator, signUpThroughUi } from './support/auth-flows.js';
import { browserPerFile } from './support/browser.js';
import { visible } from './support/expect-page.js';

const { open, baseURL } = browserPerFile();

// The built app's chunk files, from the manifest of the build the e2e server serves.
const manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8'),
) as Record<string, { file: string }>;
const chunkOf = (module: string) => `/${manifest[module]?.file ?? module}`;
const CLERK_KIT = chunkOf('src/components/auth/clerk/clerk-auth-kit.tsx');
const FIRESTORE_KIT = chunkOf('src/lib/live/firestore/firestore-live-data.tsx');

/** Every same-origin path the page asks for, from now on. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseURL).origin) paths.push(url.pathname);
  });
  return paths;
}

/** The embedded server's config, turned into what the Firebase runtime would answer. */
function firebaseMode(config: RuntimeConfig): RuntimeConfig {
  return {
    ...config,
    mode: 'firebase',
    auth: {
      provider: 'clerk',
      publishableKey: `pk_test_${Buffer.from('clerk.thumbforge.test$').toString('base64')}`,
    },
    checkout: { provider: 'razorpay', keyId: 'rzp_test_kits' },
    firebase: {
      apiKey: 'kits-api-key',
      authDomain: 'demo-thumbforge.firebaseapp.com',
      projectId: 'demo-thumbforge',
      storageBucket: 'demo-thumbforge.appspot.com',
      appId: '1:1:web:kits',
    },
  };
}

// On the Firebase emulators the browser reads Firestore but still signs in locally.
const readsFirestore = inject('liveData') === 'firestore';

describe('provider kits load only where the runtime uses them', () => {
  it('the app asks for the Firestore kit only where it reads Firestore, and never for Clerk with local sign-in', async () => {
    const page = await open('about:blank');
    const paths = requestedPaths(page);
    for (const path of ['/', '/pricing', '/signin']) await page.goto(path);
    await page.goto('/signup');
    await signUpThroughUi(page, newCreator());
    await visible(page.getByLabel('Token balance: 3'));
    await page.goto('/transactions');
    await visible(page.getByRole('heading', { name: 'Transaction History' }));

    expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(paths).not.toContain(CLERK_KIT);
    if (readsFirestore) expect(paths).toContain(FIRESTORE_KIT);
    else expect(paths).not.toContain(FIRESTORE_KIT);
  });

  it('a server in Firebase mode makes the web load both kits', async () => {
    const page = await open('about:blank');
    const paths = requestedPaths(page);
    // Nothing leaves the machine: Clerk's and Firebase's own calls are refused.
    await page.route(
      (url) => url.origin !== new URL(baseURL).origin,
      (route) => route.abort(),
    );
    await page.route('**/api/v1/config', async (route) => {
      const answer = await route.fetch();
      const config = runtimeConfigSchema.parse(await answer.json());
      await route.fulfill({ response: answer, json: firebaseMode(config) });
    });
    await page.goto('/signin');

    await expect.poll(() => paths.includes(CLERK_KIT), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => paths.includes(FIRESTORE_KIT), { timeout: 15_000 }).toBe(true);
  });
});
