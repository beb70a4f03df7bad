import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.js';
import {
  chatList,
  chatRow,
  chooseChatOption,
  createChat,
  openChatId,
  renameChat,
  signUpToDashboard,
  toast,
} from './support/chat-flows.js';
import { visible } from './support/expect-page.js';

const { open } = browserPerFile();

/** ARCHITECTURE.md section 5: a change shows in every other tab within a second. */
const WITHIN_A_SECOND = 1000;
const shownSoon = (locator: Locator) =>
  locator.first().waitFor({ state: 'visible', timeout: WITHIN_A_SECOND });
const goneSoon = (locator: Locator) =>
  locator.first().waitFor({ state: 'hidden', timeout: WITHIN_A_SECOND });

/** A second tab of the same browser (same session), once its change stream is connected. */
async function secondTab(first: Page, path = '/'): Promise<Page> {
  const tab = await first.context().newPage();
  const streaming = tab.waitForResponse(
    (response) => response.url().endsWith('/api/v1/events') && response.status() === 200,
  );
  await tab.goto(path);
  await streaming;
  return tab;
}

describe('live sync between tabs', () => {
  it('shows chats created, renamed, pinned and deleted in one tab in the other', async () => {
    const a = await open('/signup');
    await signUpToDashboard(a);
    const b = await secondTab(a);
    await visible(b.getByLabel('Token balance: 3'));
    await visible(b.getByText('No chats yet'));

    await createChat(a);
    await shownSoon(chatRow(b, 'Untitled Chat'));

    await renameChat(a, 'Untitled Chat', 'Shared title');
    await visible(toast(a, 'Chat renamed successfully'));
    await shownSoon(chatRow(b, 'Shared title'));

    await createChat(a);
    await shownSoon(chatRow(b, 'Untitled Chat'));
    await chooseChatOption(a, 'Shared title', 'Pin');
    await visible(toast(a, 'Chat pinned successfully'));
    await shownSoon(chatList(b).getByRole('heading', { name: 'Pinned' }));
    await shownSoon(chatList(b).getByRole('region', { name: 'Pinned' }).getByText('Shared title'));

    // B has the chat open when A deletes it: B's selection clears.
    await chatRow(b, 'Shared title').click();
    await visible(b.getByRole('heading', { name: 'Shared title', level: 1 }));
    await chooseChatOption(a, 'Shared title', 'Delete');
    await a.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await visible(toast(a, 'Chat deleted successfully'));
    await goneSoon(chatRow(b, 'Shared title'));
    await shownSoon(b.getByRole('heading', { name: 'Create Your First Thumbnail' }));
    expect(openChatId(b)).toBeNull();
    expect(await toast(b, 'Failed to fetch messages').count()).toBe(0);
  });

  it('shows the token balance in both tabs', async () => {
    const a = await open('/signup');
    await signUpToDashboard(a);
    const b = await secondTab(a, '/dashboard');
    await visible(a.getByLabel('Token balance: 3'));
    await visible(b.getByLabel('Token balance: 3'));
  });

  it('refetches when a hidden tab is shown again', async () => {
    const a = await open('/signup');
    await signUpToDashboard(a);
    const b = await secondTab(a);
    await createChat(a);
    await shownSoon(chatRow(b, 'Untitled Chat'));

    // A browser may freeze a hidden tab's stream, so showing the tab again refetches everything.
    const requests: string[] = [];
    b.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await b.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => requests.includes('/api/v1/chat/'), { timeout: 2000 }).toBe(true);
    await expect.poll(() => requests.includes('/api/v1/auth/me'), { timeout: 2000 }).toBe(true);
  });
});
