import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browserPerFile, VIEWPORTS, type ViewportName } from './support/browser.js';
import { chatList, signUpToDashboard, toast } from './support/chat-flows.js';
import { hidden, visible } from './support/expect-page.js';
import { holdNextRequest } from './support/hold-requests.js';
import { GENERATION_TIMEOUT } from './support/thumbnail-flows.js';

const { open } = browserPerFile();

const PHOTO = '/work/shared/fixtures/photos/astronaut.png';
/** The real renderer takes about a second per generation; a slow machine may take several. */

const viewports = Object.keys(VIEWPORTS) as ViewportName[];
const detailsPanel = (page: Page) => page.getByRole('group', { name: 'Image and video details' });

/** The sidebar's controls: always there on a desktop, in the drawer on a phone. */
async function showSidebar(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') return;
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await visible(page.getByRole('button', { name: 'Close sidebar' }));
}

async function newChat(page: Page, viewport: ViewportName) {
  await showSidebar(page, viewport);
  await page.getByRole('button', { name: 'New Chat' }).click();
  await visible(toast(page, 'New chat created'));
  await visible(page.getByRole('heading', { name: 'Hello there!' }));
  await hidden(page.getByRole('button', { name: 'Close sidebar' }));
}

describe.each(viewports)('accessibility of the workspace at %s size', (viewport) => {
  const check = (page: Page, state: string) =>
    expectNoSeriousA11yViolations(page, `${state} (${viewport})`);

  it('the dashboard, the sidebar, the account menu and the chat list menus have none', async () => {
    const page = await open('/signup', viewport);
    await signUpToDashboard(page);
    await check(page, 'the empty dashboard');

    await showSidebar(page, viewport);
    await check(page, 'the sidebar');
    await page.getByRole('button', { name: /account menu/i }).click();
    await visible(page.getByRole('menuitem', { name: 'Sign out' }));
    await check(page, 'the account menu');
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('menu'));
    if (viewport === 'desktop') {
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await visible(page.getByRole('button', { name: 'Expand sidebar' }));
      await check(page, 'the collapsed sidebar');
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
    } else {
      await page.getByRole('button', { name: 'Close sidebar' }).click();
    }

    await newChat(page, viewport);
    await check(page, 'a new chat');
    await newChat(page, viewport);
    await showSidebar(page, viewport);
    const options = page.getByRole('button', { name: 'Options for Untitled Chat' }).first();
    await options.click();
    await visible(page.getByRole('menuitem', { name: 'Pin' }));
    await check(page, 'the chat options menu');
    await page.getByRole('menuitem', { name: 'Pin' }).click();
    await visible(toast(page, 'Chat pinned successfully'));
    await visible(chatList(page).getByRole('heading', { name: 'Recent' }));
    await check(page, 'the Pinned and Recent chat sections');

    await options.click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await visible(page.getByRole('textbox', { name: 'Chat title' }));
    await check(page, 'the inline rename');
    await page.keyboard.press('Escape');
    await options.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete/ });
    await visible(confirm.getByText('Are you sure you want to delete this chat?'));
    await check(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await hidden(confirm);
  });

  it('the composer, its details, a generation, the results and their dialogs have none', async () => {
    const page = await open('/signup', viewport);
    await signUpToDashboard(page);
    await newChat(page, viewport);

    await page.getByRole('button', { name: 'Upload image and video details' }).click();
    await visible(detailsPanel(page));
    await check(page, 'the details menu');
    await detailsPanel(page).locator('input[type="file"]').first().setInputFiles(PHOTO);
    await visible(detailsPanel(page).getByRole('img', { name: 'Your photo' }));
    await page.getByRole('combobox', { name: 'Genre' }).click();
    await visible(page.getByRole('listbox', { name: 'Genre' }));
    await check(page, 'the genre list');
    await page.getByRole('option', { name: 'Gaming' }).click();
    await page.getByRole('combobox', { name: 'Mood' }).click();
    await page.getByRole('option', { name: 'Exciting' }).click();
    await hidden(page.getByRole('listbox'));
    await check(page, 'the details menu, filled in');
    await page.getByRole('button', { name: /^Video Title/ }).click();
    const titleDialog = page.getByRole('dialog', { name: 'Enter Video Title' });
    await visible(titleDialog);
    await check(page, 'the video title dialog');
    await titleDialog.getByRole('textbox', { name: 'Video title' }).fill('Checked for everyone');
    await titleDialog.getByRole('button', { name: 'Save' }).click();
    await hidden(detailsPanel(page));
    await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('An astronaut, shocked');
    await check(page, 'the composer with chosen details');

    const release = await holdNextRequest(page, '**/api/v1/thumbnail/*');
    await page.getByRole('button', { name: 'Generate thumbnail' }).click();
    await visible(page.getByRole('status', { name: 'Generating' }));
    await check(page, 'a generation in progress');
    release();
    await toast(page, 'Thumbnail generated successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
    const first = page.getByRole('button', { name: 'Generated thumbnail 1', exact: true });
    await visible(first);
    await check(page, 'a chat with generated thumbnails');

    await first.click();
    await visible(page.getByText('Chatting about selected image', { exact: true }));
    await check(page, 'a selected thumbnail in edit mode');

    await page.getByRole('button', { name: 'Preview Generated thumbnail 1 in feed' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview in feed' });
    await visible(preview.getByRole('img', { name: 'Thumbnail at 360 by 202' }));
    await check(page, 'the feed preview, dark');
    await preview.getByRole('button', { name: 'Light' }).click();
    await check(page, 'the feed preview, light');
    await preview.getByRole('button', { name: 'Close' }).click();
    await hidden(preview);
  });
});

describe.each(viewports)('accessibility of the guided tours at %s size', (viewport) => {
  it('every step of the three tours has none', async () => {
    const page = await open('/signup', viewport, { tours: 'fresh' });
    await signUpToDashboard(page);
    const tour = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    const step = async (title: string, next: 'Next' | 'Got it') => {
      const heading = tour.getByText(title, { exact: true });
      await visible(heading);
      await expectNoSeriousA11yViolations(page, `the tour step "${title}" (${viewport})`);
      await tour.getByRole('button', { name: next === 'Next' ? /^Next/ : next }).click();
      await hidden(heading);
    };

    // On a phone, New Chat (and so its tour) is in the drawer.
    await showSidebar(page, viewport);
    await step('Create a Chat', 'Got it');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Start Creating' }).click();
    await step('Upload Image and Video Details', 'Next');
    await step('Add Your Prompt', 'Next');
    await step('Generate', 'Got it');

    await page.getByRole('button', { name: 'Upload image and video details' }).click();
    await detailsPanel(page).locator('input[type="file"]').first().setInputFiles(PHOTO);
    for (const [select, option] of [
      ['Genre', 'Fitness'],
      ['Mood', 'Happy'],
    ] as const) {
      await page.getByRole('combobox', { name: select }).click();
      await page.getByRole('option', { name: option }).click();
      await hidden(page.getByRole('listbox'));
    }
    await page.getByRole('button', { name: /^Video Title/ }).click();
    await page.getByRole('textbox', { name: 'Video title' }).fill('Tour check');
    await page.getByRole('button', { name: 'Save' }).click();
    await hidden(detailsPanel(page));
    await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('Morning run');
    await page.getByRole('button', { name: 'Generate thumbnail' }).click();
    await toast(page, 'Thumbnail generated successfully!').waitFor({ timeout: GENERATION_TIMEOUT });

    await step('Select an Image', 'Next');
    await step('Add a Prompt for Changes', 'Next');
    await step('Generate the Edited Thumbnail', 'Got it');
  });
});
