import type { Page } from 'playwright-core';
import { newCreator, signUpThroughUi } from './auth-flows.js';
import { settle } from './axe.js';
import type { ViewportName } from './browser.js';
import { toast } from './chat-flows.js';
import { hidden, visible, waitUntil } from './expect-page.js';
import { GENERATION_TIMEOUT, PHOTO } from './thumbnail-flows.js';

/** Called once per screen or state, with the page showing it and a file-name-safe name. */
type VisitState = (page: Page, state: string) => Promise<void>;

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/signin',
  '/signup',
  '/privacy',
  '/terms-conditions',
  '/cancellation-refunds',
  '/shipping',
  '/contact',
  '/reset-password',
  '/reset-password?token=from-an-admin',
  '/no-such-page',
] as const;

/** Waits until the page has stopped fading and sliding, so what is looked at is what stays. */
export async function settled(page: Page) {
  await settle(page);
  // MUI's transitions run from JavaScript-set styles, not the Web Animations API.
  await page.waitForTimeout(400);
}

const detailsPanel = (page: Page) => page.getByRole('group', { name: 'Image and video details' });
const closeToasts = async (page: Page) => {
  for (const button of await page.getByRole('button', { name: 'Dismiss' }).all()) {
    await button.click().catch(() => undefined);
  }
  await hidden(page.locator('#notistack-snackbar'));
};

/** Every public page, signed out. */
export async function visitPublicPages(page: Page, visit: VisitState) {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await settled(page);
    await visit(page, path === '/' ? 'landing' : path.slice(1).replace(/[^a-z0-9]+/gi, '-'));
  }
}

async function openSidebar(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') return;
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await visible(page.getByRole('button', { name: 'Close sidebar' }));
}

/** The docked sidebar's widths (dashboard-layout.tsx), in pixels. */
const SIDEBAR_WIDTH = { 'Collapse sidebar': 76, 'Expand sidebar': 288 } as const;

/**
 * The docked sidebar collapsed or expanded by its toggle, once its width has come to rest (a
 * click into it while it grows lands where a control was a moment before), with the pointer taken
 * off the toggle, whose tooltip would otherwise cover the next screenshot.
 */
async function toggleSidebar(page: Page, to: keyof typeof SIDEBAR_WIDTH) {
  await page.getByRole('button', { name: to }).click();
  await page.mouse.move(0, 0);
  await hidden(page.getByRole('tooltip'));
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await waitUntil(
    async () => Math.round((await sidebar.boundingBox())?.width ?? 0),
    SIDEBAR_WIDTH[to],
    'the sidebar’s width',
  );
}

async function closeSidebar(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') return;
  await page.getByRole('button', { name: 'Close sidebar' }).click();
  await hidden(page.getByRole('button', { name: 'Close sidebar' }));
}

/**
 * A new creator's first hour, state by state: the dashboard and its sidebar, a chat and its
 * composer, the details and their dialogs, a generation, a selected image and what it opens, the
 * feed preview, Test & Compare, no tokens left, and the signed-in pages. `visit` sees each.
 */
export async function visitSignedInStates(page: Page, viewport: ViewportName, visit: VisitState) {
  const look = async (state: string) => {
    await settled(page);
    await visit(page, state);
  };
  await page.goto('/signup');
  await signUpThroughUi(page, newCreator());
  await visible(page.getByRole('heading', { name: 'Create Your First Thumbnail' }));
  await closeToasts(page);
  await look('dashboard-empty');

  await openSidebar(page, viewport);
  await look('sidebar');
  await page.getByRole('button', { name: /account menu/i }).click();
  await visible(page.getByRole('menuitem', { name: 'Sign out' }));
  await look('account-menu');
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  const keys = page.getByRole('dialog', { name: 'API keys' });
  await visible(keys.getByText('No keys yet.'));
  await look('api-keys');
  await keys.getByRole('textbox', { name: 'Key name' }).fill('Upload script');
  await keys.getByRole('button', { name: 'Make key' }).click();
  await visible(keys.getByText('Never used'));
  await closeToasts(page);
  await look('api-key-made');
  await keys.getByRole('button', { name: 'Done' }).click();
  await hidden(keys);
  if (viewport === 'desktop') {
    await toggleSidebar(page, 'Collapse sidebar');
    await look('sidebar-collapsed');
    await toggleSidebar(page, 'Expand sidebar');
  }

  await page.getByRole('button', { name: 'New Chat' }).click();
  await visible(page.getByRole('heading', { name: 'Hello there!' }));
  await closeToasts(page);
  await look('chat-new');
  if (viewport === 'desktop') {
    await toggleSidebar(page, 'Collapse sidebar');
    await look('sidebar-rail');
    await toggleSidebar(page, 'Expand sidebar');
  }
  await openSidebar(page, viewport);
  await page
    .getByRole('button', { name: /^Options for/ })
    .first()
    .click();
  await visible(page.getByRole('menuitem', { name: 'Rename' }));
  await look('chat-options');
  await page.keyboard.press('Escape');
  await hidden(page.getByRole('menu'));
  await closeSidebar(page, viewport);

  await page.getByRole('button', { name: 'Upload image and video details' }).click();
  await visible(detailsPanel(page));
  await look('details-empty');
  await detailsPanel(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no photo') });
  await look('details-upload-error');
  await closeToasts(page);
  await detailsPanel(page).locator('input[type="file"]').first().setInputFiles(PHOTO);
  await visible(detailsPanel(page).getByRole('img', { name: 'Your photo' }));
  await page.getByRole('combobox', { name: 'Genre' }).click();
  await visible(page.getByRole('listbox', { name: 'Genre' }));
  await look('details-genre-list');
  await page.getByRole('option', { name: 'Gaming' }).click();
  await page.getByRole('combobox', { name: 'Mood' }).click();
  await page.getByRole('option', { name: 'Exciting' }).click();
  await hidden(page.getByRole('listbox'));
  await look('details-filled');
  await page.getByRole('button', { name: /^Video Title/ }).click();
  const titleDialog = page.getByRole('dialog', { name: 'Enter Video Title' });
  await visible(titleDialog);
  await look('video-title-dialog');
  await page.keyboard.type('I Survived 100 Days on Mars');
  await titleDialog.getByRole('button', { name: 'Save' }).click();
  await hidden(detailsPanel(page));
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('Me, shocked, red sky');
  await look('composer-ready');

  await page.getByRole('button', { name: 'Generate thumbnail' }).click();
  await toast(page, 'Thumbnail generated successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
  await closeToasts(page);
  await look('chat-result');

  await page.getByRole('button', { name: 'Generated thumbnail 1', exact: true }).click();
  await visible(page.getByText('Chatting about selected image'));
  // The pointer, left where the click was, would hover whatever the selection moved under it
  // (a tile's button, whose tooltip then covers its neighbours); a finger lifts.
  await page.mouse.move(0, 0);
  await hidden(page.getByRole('tooltip'));
  await look('image-selected');
  await page.getByRole('button', { name: 'Language versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Language versions' });
  await visible(versions);
  await look('language-versions');
  await versions.getByRole('combobox', { name: 'Language' }).fill('hi');
  await visible(page.getByRole('listbox'));
  await look('language-picker');
  await versions.getByRole('button', { name: 'Cancel' }).click();
  await hidden(versions);

  await page.getByRole('button', { name: 'Generated thumbnail 1', exact: true }).hover();
  await page.getByRole('button', { name: 'Preview Generated thumbnail 1 in feed' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview in feed' });
  await visible(preview);
  await look('feed-preview');
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await hidden(preview);

  await page.getByRole('button', { name: 'Test & Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Test & Compare' });
  await visible(compare);
  await look('test-and-compare-empty');
  await compare.getByRole('button', { name: 'Thumbnail 2' }).click();
  await compare.getByRole('button', { name: 'Thumbnail 1' }).click();
  await look('test-and-compare-picked');
  await compare.getByRole('button', { name: 'Close' }).click();
  await hidden(compare);

  for (const tokensLeft of [1, 0]) {
    await page.getByRole('textbox', { name: 'Follow-up prompt' }).fill('make it brighter');
    await page.getByRole('button', { name: 'Send changes' }).click();
    await toast(page, 'Chat continued successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
    await visible(page.getByLabel(`Token balance: ${tokensLeft}`));
    await closeToasts(page);
    if (tokensLeft > 0) {
      await page.getByRole('button', { name: 'Generated thumbnail 1', exact: true }).click();
    }
  }
  await look('no-tokens');

  for (const [path, heading] of [
    ['/transactions', 'Transaction History'],
    ['/pricing', 'Choose Your Token Package'],
  ] as const) {
    await page.goto(path);
    await visible(page.getByRole('heading', { name: heading }));
    await look(path.slice(1));
  }
}
