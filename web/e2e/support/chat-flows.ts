import type { Page } from 'playwright-core';
import { expectDashboardWithTokens, newCreator, signUpThroughUi } from './auth-flows.js';
import { hidden, visible } from './expect-page.js';

/** A new account on the dashboard with its 3 free tokens; `page` must be on /signup. */
export async function signUpToDashboard(page: Page) {
  await signUpThroughUi(page, newCreator());
  await expectDashboardWithTokens(page, 3);
}

export const chatList = (page: Page) => page.getByRole('navigation', { name: 'Chats' });

/** A chat of the sidebar list, by the title it shows. */
export const chatRow = (page: Page, shown: string) =>
  chatList(page).getByRole('button', { name: shown, exact: true });

export const toast = (page: Page, message: string) =>
  page.locator('#notistack-snackbar').getByText(message, { exact: true });

/** The id of the open chat, from the URL. */
export const openChatId = (page: Page) => new URL(page.url()).searchParams.get('chat');

/** New Chat in the sidebar; resolves once the new chat is open. */
export async function createChat(page: Page): Promise<string> {
  const before = openChatId(page);
  await page.getByRole('button', { name: 'New Chat' }).click();
  await visible(toast(page, 'New chat created'));
  await page.waitForFunction(
    (previous) => new URL(location.href).searchParams.get('chat') !== previous,
    before,
  );
  await visible(page.getByRole('heading', { name: 'Hello there!' }));
  const id = openChatId(page);
  if (!id || id === before) throw new Error(`No new chat opened (URL ${page.url()})`);
  return id;
}

/** Picks an entry of a chat's options menu (Rename, Pin, Unpin, Delete). */
export async function chooseChatOption(page: Page, fullTitle: string, option: string) {
  await page.getByRole('button', { name: `Options for ${fullTitle}`, exact: true }).click();
  await page.getByRole('menuitem', { name: option, exact: true }).click();
}

/** Types into the inline rename field and presses `key` (Enter saves, Escape cancels). */
export async function renameChat(page: Page, fullTitle: string, typed: string, key = 'Enter') {
  await chooseChatOption(page, fullTitle, 'Rename');
  const field = page.getByRole('textbox', { name: 'Chat title' });
  await field.fill(typed);
  await field.press(key);
  await hidden(field);
}
