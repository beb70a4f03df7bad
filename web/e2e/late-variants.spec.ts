import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runtimeConfigSchema, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { launchChromium, seeAllTours, VIEWPORTS } from './support/browser.js';
import { createChat, signUpToDashboard } from './support/chat-flows.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embedded-server.js';
import { expectNoHorizontalScroll, visible } from './support/expect-page.js';
import {
  startFakeGenerateContent,
  type FakeGenerateContent,
} from './support/fake-generate-content.js';
import { generateFromForm, GENERATION_TIMEOUT } from './support/thumbnail-flows.js';

/** Several seconds per picture, as Gemini takes tens: long enough to see them being painted. */
const MODEL_DELAY_MS = 3000;

/**
 * On the emulators, this server runs as the function does there (Firestore, the browser's
 * Firestore listeners, the Auth emulator), read from the suite's own runtime config.
 */
async function runtimeEnv(): Promise<Record<string, string>> {
  if (inject('liveData') !== 'firestore') return {};
  const res = await fetch(`${inject('baseURL')}/api/v1/config`);
  const firebase = runtimeConfigSchema.parse(await res.json()).firebase;
  const emulators = firebase?.emulators;
  if (!firebase || !emulators) throw new Error('The suite runs on no emulators');
  return {
    DATABASE: 'firestore',
    LIVE_DATA: 'firestore',
    GCLOUD_PROJECT: firebase.projectId,
    FIRESTORE_EMULATOR_HOST: `${emulators.firestoreHost}:${emulators.firestorePort}`,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authUrl.replace(/^https?:\/\//, ''),
    WEB_FIREBASE_API_KEY: firebase.apiKey,
    WEB_FIREBASE_APP_ID: firebase.appId,
  };
}

const thumbnail = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).last();
const beingPainted = (page: Page) => page.getByRole('status', { name: /is being painted$/ });
const balance = (page: Page, tokens: number) => page.getByLabel(`Token balance: ${tokens}`);

/** The local thumbnails, `painting` of the model's still being painted, the composer free. */
async function expectLocalFirst(page: Page, painting: number) {
  await visible(thumbnail(page, 'Generated thumbnail 2'));
  await visible(beingPainted(page).last());
  expect(await beingPainted(page).count()).toBe(painting);
  await visible(beingPainted(page).last().getByRole('progressbar', { name: 'Painting progress' }));
  expect(
    await page
      .getByRole('textbox', { name: /prompt/i })
      .last()
      .isEnabled(),
  ).toBe(true);
  await expectNoHorizontalScroll(page);
}

describe('the image model’s variants joining a reply', () => {
  let fake: FakeGenerateContent;
  let server: EmbeddedServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeGenerateContent(MODEL_DELAY_MS);
    server = await startEmbeddedServer({
      VERTEX_API_KEY: 'e2e-express-key',
      VERTEX_BASE_URL: fake.url,
      ...(await runtimeEnv()),
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('shows them being painted and each arriving, then a refusal said plainly, at 390x844 and 1440x900', async () => {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: VIEWPORTS.desktop,
    });
    await seeAllTours(context);
    const page = await context.newPage();
    await page.goto('/signup');
    await signUpToDashboard(page);
    // One picture comes after the delay, the other is refused once released: the phone sees the
    // first arrive, the desktop the second still painting, then the refusal.
    fake.queue({ kind: 'image' }, { kind: 'refused', held: true });

    // The phone's sidebar is a drawer: the chat is made at desktop size, then the window shrinks.
    await createChat(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await generateFromForm(page, 'Painted While You Wait', 'Me in a space suit, shocked');
    await expectLocalFirst(page, 2);
    await thumbnail(page, 'Generated thumbnail 3').waitFor({ timeout: GENERATION_TIMEOUT });

    await page.setViewportSize(VIEWPORTS.desktop);
    await expectLocalFirst(page, 1);
    fake.release();
    await page
      .getByText(`Here are 3 thumbnails for "Painted While You Wait".`, { exact: false })
      .waitFor({ timeout: GENERATION_TIMEOUT });
    await visible(page.getByText(THUMBNAIL_MESSAGES.modelPartlyPainted(1, 2), { exact: false }));
    expect(await beingPainted(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Generated thumbnail \d$/ }).count()).toBe(3);
    await visible(balance(page, 2));
    await context.close();
  });
});
