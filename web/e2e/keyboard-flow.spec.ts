import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newCreator } from './support/auth-flows.js';
import { browserPerFile } from './support/browser.js';
import { toast } from './support/chat-flows.js';
import { expectPath, hidden, visible } from './support/expect-page.js';
import { expectFocused, expectVisibleFocus, tabTo } from './support/keyboard.js';
import { giveBillingDetailsByKeyboard } from './support/billing-flows.js';
import { GENERATION_TIMEOUT } from './support/thumbnail-flows.js';

const { open } = browserPerFile();

const PHOTO = '/work/shared/fixtures/photos/astronaut.png';
/** The real renderer takes about a second per generation; a slow machine may take several. */

const balance = (page: Page, tokens: number) => page.getByLabel(`Token balance: ${tokens}`);
const detailsPanel = (page: Page) => page.getByRole('group', { name: 'Image and video details' });
const attachButton = (page: Page) =>
  page.getByRole('button', { name: 'Upload image and video details' });

/** Tabs to a control, checks that its focus shows, and activates it with `key`. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
}

/** Opens a select with Enter, walks down its options with the arrow keys and picks one. */
async function chooseWithArrows(page: Page, select: string, option: string) {
  const combobox = page.getByRole('combobox', { name: select });
  await press(page, combobox);
  const listbox = page.getByRole('listbox', { name: select });
  await visible(listbox);
  await tabTo(page, listbox.getByRole('option', { name: option, exact: true }), {
    key: 'ArrowDown',
  });
  await page.keyboard.press('Enter');
  await hidden(listbox);
  await expectFocused(page, combobox);
  expect(await combobox.textContent()).toContain(option);
}

/** Types a new account into the sign-up form, which focuses its first field, and submits it. */
async function fillSignUpForm(page: Page) {
  const creator = newCreator();
  await expectFocused(page, page.getByLabel('First name'));
  await page.keyboard.type(creator.firstName);
  await tabTo(page, page.getByLabel('Last name'));
  await page.keyboard.type(creator.lastName);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(creator.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(creator.password);
  await page.keyboard.press('Enter');
  await visible(balance(page, 3));
}

describe('the creator flow with the keyboard only', () => {
  it('signs up, generates, selects, edits, downloads and buys tokens without a mouse', async () => {
    const page = await open('/');
    const keyboard = page.keyboard;
    // Sign up from the landing page's top bar.
    await press(page, page.getByRole('banner').getByRole('link', { name: 'Get Started' }));
    await expectPath(page, '/signup');
    await fillSignUpForm(page);

    // A new chat, and its details: the photo through the file chooser, two selects, the title.
    await press(page, page.getByRole('button', { name: 'New Chat' }));
    await visible(toast(page, 'New chat created'));
    await visible(page.getByRole('heading', { name: 'Hello there!' }));
    await press(page, attachButton(page));
    await visible(detailsPanel(page));
    const chooser = page.waitForEvent('filechooser');
    await press(page, detailsPanel(page).getByRole('button', { name: /^Upload image/ }));
    await (await chooser).setFiles(PHOTO);
    await visible(detailsPanel(page).getByRole('img', { name: 'Your photo' }));
    await chooseWithArrows(page, 'Genre', 'Gaming');
    await chooseWithArrows(page, 'Mood', 'Exciting');
    await press(page, page.getByRole('button', { name: /^Video Title/ }));
    const titleDialog = page.getByRole('dialog', { name: 'Enter Video Title' });
    await expectFocused(page, titleDialog.getByRole('textbox', { name: 'Video title' }));
    await keyboard.type('Keyboard Only');
    await keyboard.press('Enter');
    await hidden(titleDialog);
    // Complete, the details close by themselves and hand focus back to the button that opened them.
    await hidden(detailsPanel(page));
    await expectFocused(page, attachButton(page));

    // Enter in the prompt leads to Generate, which Enter presses.
    await tabTo(page, page.getByRole('textbox', { name: 'Prompt', exact: true }));
    await keyboard.type('Me in a space suit, shocked, red planet behind');
    await keyboard.press('Enter');
    const generate = page.getByRole('button', { name: 'Generate thumbnail' });
    await expectFocused(page, generate);
    await expectVisibleFocus(page);
    await keyboard.press('Enter');
    await toast(page, 'Thumbnail generated successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
    await visible(balance(page, 2));
    // Focus is kept in the composer, not dropped on the page, so the next step is a Tab away.
    await expectFocused(page, page.getByRole('textbox', { name: 'Prompt', exact: true }));

    // Select the first thumbnail, download it, and ask for an edit.
    const first = page.getByRole('button', { name: 'Generated thumbnail 1', exact: true });
    await tabTo(page, first, { key: 'Shift+Tab' });
    await expectVisibleFocus(page);
    await keyboard.press('Enter');
    await visible(page.getByText('Chatting about selected image', { exact: true }));
    expect(await first.getAttribute('aria-pressed')).toBe('true');

    const download = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: 'Download Generated thumbnail 1' }));
    const file = await download;
    expect(file.suggestedFilename()).toBe('keyboard-only-1.jpg');
    expect([...(await readFile(await file.path())).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    await tabTo(page, page.getByRole('textbox', { name: 'Follow-up prompt' }));
    await keyboard.type('make it brighter');
    await keyboard.press('Enter');
    await toast(page, 'Chat continued successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
    await visible(balance(page, 1));
    await visible(page.getByRole('button', { name: 'Generated thumbnail', exact: true }));

    // Buy the Standard package through the sandbox checkout.
    await tabTo(page, page.getByRole('link', { name: 'Buy Tokens' }), {
      key: 'Shift+Tab',
      maxPresses: 60,
    });
    await expectVisibleFocus(page);
    await keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Choose Your Token Package' }));
    const standard = page.getByRole('article', { name: 'Standard', exact: true });
    await press(page, standard.getByRole('button', { name: 'Buy Now' }));
    // The billing step: the name is prefilled; the state is chosen from its list by typing.
    await giveBillingDetailsByKeyboard(page, 'Karnataka');
    const checkout = page.getByRole('dialog', { name: /ThumbForge checkout/ });
    await visible(checkout);
    await press(page, checkout.getByRole('button', { name: 'Pay ₹800' }));
    await visible(page.getByText('Payment successful! 10 tokens added to your account.'));
    await expectPath(page, '/dashboard');
    await visible(balance(page, 11));
  });

  it('keeps focus where the user was after a rename, a pin, a delete and a dismissed checkout', async () => {
    const page = await open('/signup');
    const keyboard = page.keyboard;
    await fillSignUpForm(page);
    await press(page, page.getByRole('button', { name: 'New Chat' }));
    await visible(page.getByRole('heading', { name: 'Hello there!' }));

    const options = (title: string) =>
      page.getByRole('button', { name: `Options for ${title}`, exact: true });
    /** Opens a chat's options menu and moves down to `item` with the arrow keys. */
    async function chooseOption(title: string, item: string) {
      await tabTo(page, options(title), { key: 'Shift+Tab' });
      await expectVisibleFocus(page);
      await keyboard.press('Enter');
      await tabTo(page, page.getByRole('menuitem', { name: item, exact: true }), {
        key: 'ArrowDown',
      });
      await keyboard.press('Enter');
    }

    // Rename: Enter saves, and focus is back on the chat's options.
    await chooseOption('Untitled Chat', 'Rename');
    await expectFocused(page, page.getByRole('textbox', { name: 'Chat title' }));
    await keyboard.type('Keyboard chat');
    await keyboard.press('Enter');
    await visible(toast(page, 'Chat renamed successfully'));
    await expectFocused(page, options('Keyboard chat'));

    // Pin moves the chat into Pinned; focus moves with it.
    await chooseOption('Keyboard chat', 'Pin');
    await visible(toast(page, 'Chat pinned successfully'));
    await visible(page.getByRole('region', { name: 'Pinned' }));
    await expectFocused(page, options('Keyboard chat'));

    // Delete asks first; Escape keeps the chat and returns to its options.
    await chooseOption('Keyboard chat', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete “Keyboard chat”' });
    await visible(confirm);
    await keyboard.press('Escape');
    await hidden(confirm);
    await expectFocused(page, options('Keyboard chat'));
    await chooseOption('Keyboard chat', 'Delete');
    await press(page, confirm.getByRole('button', { name: 'Delete' }));
    await visible(toast(page, 'Chat deleted successfully'));
    // The row is gone; focus goes to New Chat rather than to the page.
    await expectFocused(page, page.getByRole('button', { name: 'New Chat' }));

    // A dismissed checkout hands focus back to the plan's Buy Now, enabled again.
    await tabTo(page, page.getByRole('link', { name: 'Buy Tokens' }), { key: 'Shift+Tab' });
    await keyboard.press('Enter');
    const buyPro = page
      .getByRole('article', { name: 'Pro', exact: true })
      .getByRole('button', { name: 'Buy Now' });
    await press(page, buyPro);
    await giveBillingDetailsByKeyboard(page, 'Kerala');
    const checkout = page.getByRole('dialog', { name: /ThumbForge checkout/ });
    await visible(checkout);
    await keyboard.press('Escape');
    await hidden(checkout);
    await expectFocused(page, buyPro);
    await expectVisibleFocus(page);
  });
});
