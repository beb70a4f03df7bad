import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS, type ViewportName } from './support/browser.js';
import { buyNow } from './support/billing-flows.js';
import { openChatId, signUpToDashboard, toast } from './support/chat-flows.js';
import { settled } from './support/every-screen.js';
import { expectPath, hidden, visible } from './support/expect-page.js';
import { expectFocused, tabTo } from './support/keyboard.js';
import { GENERATION_TIMEOUT, generateFromForm, PHOTO } from './support/thumbnail-flows.js';

const { open } = browserPerFile();

const viewports = Object.keys(VIEWPORTS) as ViewportName[];
const detailsPanel = (page: Page) => page.getByRole('group', { name: 'Image and video details' });
const attachButton = (page: Page) =>
  page.getByRole('button', { name: 'Upload image and video details' });
const balance = (page: Page, tokens: number) => page.getByLabel(`Token balance: ${tokens}`);
/** The tour's step (an alertdialog), not the phone's drawer, which is a dialog too. */
const tourDialog = (page: Page) => page.getByRole('alertdialog');

async function box(locator: Locator) {
  const found = await locator.first().boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** New Chat, from the phone's drawer or the desktop's sidebar; resolves once it is open. */
async function newChat(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
  await page.getByRole('button', { name: 'New Chat' }).click();
  await visible(page.getByRole('heading', { name: 'Hello there!' }));
  await page.waitForFunction(() => new URL(location.href).searchParams.has('chat'));
}

async function sendEdit(page: Page, thumbnail: string, prompt: string) {
  const tile = page.getByRole('button', { name: thumbnail, exact: true }).last();
  // An edit's result stays selected: a click would clear it.
  if ((await tile.getAttribute('aria-pressed')) !== 'true') await tile.click();
  await page.getByRole('textbox', { name: 'Follow-up prompt' }).fill(prompt);
  await page.getByRole('button', { name: 'Send changes' }).click();
  await toast(page, 'Chat continued successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
}

describe.each(viewports)('a creator’s first hour at %s size', (viewport) => {
  it(
    'keeps the selected image in view above a one-row selection bar, and shows whole photos',
    { timeout: 120_000 },
    async () => {
      const page = await open('/signup', viewport);
      await signUpToDashboard(page);
      await newChat(page, viewport);

      // The photo shows whole in the upload preview: a portrait is not cut to 16:9.
      await attachButton(page).click();
      await detailsPanel(page).locator('input[type="file"]').first().setInputFiles(PHOTO);
      const preview = detailsPanel(page).getByRole('img', { name: 'Your photo' });
      await visible(preview);
      expect(await preview.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
      await page.getByRole('button', { name: 'Close details' }).click();
      await hidden(detailsPanel(page));

      await generateFromForm(page, 'I Survived 100 Days on Mars', 'Me, shocked, red sky');
      const uploaded = page.getByRole('img', { name: 'Your uploaded image' });
      expect(await uploaded.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');

      // The lower of the two results, selected: the bar is one row and the image stays in view.
      await page.getByRole('button', { name: 'Generated thumbnail 2', exact: true }).click();
      const bar = page.getByText('Chatting about selected image', { exact: true });
      await visible(bar);
      const barBox = await box(bar.locator('..'));
      const clear = await box(page.getByRole('button', { name: 'Clear', exact: true }));
      expect(clear.y).toBeGreaterThanOrEqual(barBox.y);
      expect(clear.y + clear.height).toBeLessThanOrEqual(barBox.y + barBox.height);
      expect(barBox.height).toBeLessThanOrEqual(72);
      const composer = await box(page.getByRole('region', { name: 'Composer' }));
      expect(composer.height).toBeLessThanOrEqual(VIEWPORTS[viewport].height * 0.3);
      const selected = page.getByRole('button', { name: 'Generated thumbnail 2', exact: true });
      await expect
        .poll(async () => (await box(selected)).y + (await box(selected)).height, {
          timeout: 5_000,
        })
        .toBeLessThanOrEqual(composer.y);
      expect((await box(selected)).y).toBeGreaterThanOrEqual(0);
    },
  );

  it('focuses the title field, keeps focus after an upload, and Escape ends a tour', async () => {
    const page = await open('/signup', viewport, { tours: 'fresh' });
    await signUpToDashboard(page);
    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Open sidebar' }).click();
    }
    // The Create a Chat tour: Escape closes it, and focus goes to what it pointed at.
    await visible(tourDialog(page).getByText('Create a Chat', { exact: true }));
    await page.keyboard.press('Escape');
    await hidden(tourDialog(page));
    await expectFocused(page, page.getByRole('button', { name: 'New Chat' }));
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Hello there!' }));

    // The first chat's tour has three steps: Escape leaves all of them, not just the first.
    await visible(tourDialog(page).getByText('Upload Image and Video Details', { exact: true }));
    await page.keyboard.press('Escape');
    await hidden(tourDialog(page));
    await expect
      .poll(() => tourDialog(page).getByText('Add Your Prompt', { exact: true }).count())
      .toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('tour2complete'))).toBe('true');
    await expectFocused(page, attachButton(page));

    // Upload from the keyboard: once the file is in, focus is on Change image, not the page.
    await page.keyboard.press('Enter');
    await visible(detailsPanel(page));
    // Once the panel has opened: its focus trap takes focus as it settles.
    await settled(page);
    const upload = detailsPanel(page).getByRole('button', { name: /^Upload image/ });
    await tabTo(page, upload);
    // The file as the chooser hands it over (the chooser itself is the browser's).
    await detailsPanel(page).locator('input[type="file"]').first().setInputFiles(PHOTO);
    await expectFocused(page, detailsPanel(page).getByRole('button', { name: 'Change image' }));

    // The title dialog focuses its field: what is typed at once goes in.
    await page.getByRole('button', { name: /^Video Title/ }).click();
    const titleDialog = page.getByRole('dialog', { name: 'Enter Video Title' });
    await visible(titleDialog);
    await page.keyboard.type('Typed straight away');
    expect(await titleDialog.getByRole('textbox', { name: 'Video title' }).inputValue()).toBe(
      'Typed straight away',
    );
    await titleDialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(titleDialog);
  });

  it(
    'tells a phone to tap and a desktop to click, shows upload errors at the zone, and places toasts clear of Test & Compare',
    { timeout: 120_000 },
    async () => {
      const page = await open('/signup', viewport, { tours: 'fresh' });
      await page.evaluate(() => {
        localStorage.setItem('tour1complete', 'true');
        localStorage.setItem('tour2complete', 'true');
      });
      await signUpToDashboard(page);
      await newChat(page, viewport);

      // A file that is no image: said at the upload zone, and in a toast.
      await attachButton(page).click();
      await detailsPanel(page)
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      const message = 'Please select a valid image file (JPG, PNG, WEBP)';
      await visible(detailsPanel(page).getByRole('alert').getByText(message, { exact: true }));
      const errorToast = toast(page, message);
      await visible(errorToast);
      // A long toast keeps its close button on its first line. (The open details make the
      // rest of the page inert to assistive tech, so the toast is found by its markup.)
      const errorBox = page.locator('.notistack-MuiContent').filter({ has: errorToast });
      const dismissButton = errorBox.locator('button[aria-label="Dismiss"]');
      // The toast and its button measured in one frame (the toast slides in, so two boxes read
      // apart disagree), until it has arrived: the button at the top right of the toast.
      const placement = () =>
        errorBox.evaluate((toastElement) => {
          const whole = toastElement.getBoundingClientRect();
          const button = toastElement.querySelector('button[aria-label="Dismiss"]');
          const close = button?.getBoundingClientRect();
          return close
            ? { fromTop: close.top - whole.top, fromRight: whole.right - close.right }
            : null;
        });
      await expect
        .poll(async () => {
          const at = await placement();
          return at !== null && at.fromTop < 16 && at.fromRight < 60;
        })
        .toBe(true);
      await dismissButton.click();
      await page.getByRole('button', { name: 'Close details' }).click();

      await generateFromForm(page, 'Words that are true', 'Me, shocked, red sky');
      const step = tourDialog(page).getByText(/a generated thumbnail to keep working on it\./);
      await visible(step);
      expect(await step.textContent()).toBe(
        `${viewport === 'phone' ? 'Tap' : 'Click'} a generated thumbnail to keep working on it.`,
      );
      await page.keyboard.press('Escape');
      await hidden(tourDialog(page));

      // Toasts start below the chat's header: Test & Compare stays uncovered.
      const compare = await box(page.getByRole('button', { name: 'Test & Compare' }));
      await attachButton(page).click();
      await detailsPanel(page)
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      const shown = page.locator('.notistack-MuiContent').filter({ has: toast(page, message) });
      await visible(shown);
      // Where the toast comes to rest: it slides in from the top edge, across the header.
      await expect.poll(async () => overlaps(await box(shown), compare)).toBe(false);
    },
  );

  it(
    'letters a Test & Compare set in chat order, and fills the dialog before any pick',
    { timeout: 120_000 },
    async () => {
      const page = await open('/signup', viewport);
      await signUpToDashboard(page);
      await newChat(page, viewport);
      await generateFromForm(page, 'Letters in order', 'Me, shocked, red sky');

      await page.getByRole('button', { name: 'Test & Compare' }).click();
      const dialog = page.getByRole('dialog', { name: 'Test & Compare' });
      await visible(dialog);
      await visible(dialog.getByText(/^Pick the thumbnails to test/));
      if (viewport === 'desktop') {
        expect((await box(dialog)).width).toBeLessThanOrEqual(880);
      }
      await dialog.getByRole('button', { name: 'Thumbnail 2' }).click();
      await visible(dialog.getByText(/^Pick one more/));
      await dialog.getByRole('button', { name: 'Thumbnail 1' }).click();
      await visible(dialog.getByRole('button', { name: 'Thumbnail 1, A' }));
      await visible(dialog.getByRole('button', { name: 'Thumbnail 2, B' }));
      await dialog.getByRole('button', { name: 'Close' }).click();
      await hidden(dialog);

      // The feed preview: the checks sit under the previews, not in a column beside dead space.
      await page.getByRole('button', { name: 'Generated thumbnail 1', exact: true }).hover();
      await page
        .getByRole('button', { name: 'Preview Generated thumbnail 1 in feed' })
        .last()
        .click();
      const preview = page.getByRole('dialog', { name: 'Preview in feed' });
      const checks = preview.getByRole('region', { name: 'Feed check' });
      await visible(checks.locator('li').first());
      const feed = await box(preview.getByRole('region', { name: 'Up next' }));
      expect((await box(checks)).y).toBeGreaterThanOrEqual(feed.y + feed.height);
      if (viewport === 'desktop') {
        const [first, second] = await checks.locator('li').all();
        expect((await box(first!)).y).toBe((await box(second!)).y);
      }
    },
  );

  it(
    'at 0 tokens offers Buy tokens; after paying, the chat you were in is open again, with one toast',
    { timeout: 180_000 },
    async () => {
      const page = await open('/signup', viewport);
      await signUpToDashboard(page);
      await newChat(page, viewport);
      const chatId = openChatId(page);
      await generateFromForm(page, 'Spend them all', 'Me, shocked, red sky');
      await sendEdit(page, 'Generated thumbnail 1', 'make it brighter');
      await sendEdit(page, 'Generated thumbnail', 'make the text bigger');
      await visible(balance(page, 0));

      await page.getByRole('button', { name: 'Generated thumbnail 1', exact: true }).click();
      await page.getByRole('textbox', { name: 'Follow-up prompt' }).fill('one more change');
      expect(await page.getByRole('button', { name: 'Send changes' }).isDisabled()).toBe(true);
      await visible(page.getByText('You have no tokens left. Each generation or change uses one.'));
      await page.getByRole('link', { name: 'Buy tokens', exact: true }).click();
      await expectPath(page, '/pricing');

      await buyNow(page, 'Standard');
      const checkout = page.getByRole('dialog', { name: /ThumbForge checkout/ });
      await checkout.getByRole('button', { name: 'Pay ₹800' }).click();
      await visible(page.getByText('Payment successful! 10 tokens added to your account.'));
      expect(await page.getByText('Payment verified successfully!').count()).toBe(0);
      await expectPath(page, '/dashboard');
      expect(openChatId(page)).toBe(chatId);
      await visible(page.getByRole('heading', { name: 'Spend them all' }));
      await visible(balance(page, 10));
    },
  );
});

describe('the collapsed sidebar', () => {
  it('keeps a rail of the chats, each opening its chat', async () => {
    const page = await open('/signup', 'desktop');
    await signUpToDashboard(page);
    await newChat(page, 'desktop');
    const first = openChatId(page);
    await newChat(page, 'desktop');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const rail = page.getByRole('navigation', { name: 'Chats' });
    await visible(rail);
    const chats = rail.getByRole('button', { name: 'Untitled Chat' });
    expect(await chats.count()).toBe(2);
    await expect.poll(async () => (await box(rail)).width).toBeLessThanOrEqual(76);
    await chats.last().click();
    await expect.poll(() => openChatId(page)).toBe(first);
    // The address changes before the list draws again.
    await expect.poll(() => chats.last().getAttribute('aria-current')).toBe('true');
  });
});

describe('a forgotten password', () => {
  it.each(viewports)('has a way back from sign-in at %s size', async (viewport) => {
    const page = await open('/signin', viewport);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/reset-password');
    await visible(page.getByRole('heading', { name: 'Forgot your password?' }));
    await visible(page.getByRole('link', { name: 'support@thumbforge.app' }));

    // A link that is no good says so, and how to get another.
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await visible(
      page.getByText('This reset link has expired or was already used. Ask support for a new one.'),
    );
  });
});

describe('the landing page', () => {
  it.each(viewports)(
    'keeps “3 free tokens” together, and matches photos, genres and titles at %s size',
    async (viewport) => {
      const page = await open('/', viewport);
      const heading = page.getByRole('heading', { name: /with 3 free tokens$/ });
      await heading.scrollIntoViewIfNeeded();
      const lines = await heading
        .locator('span')
        .evaluate((span) => new Set([...span.getClientRects()].map((rect) => rect.top)).size);
      expect(lines).toBe(1);

      const cards = page.locator('#transformation li');
      expect(await cards.locator('h3').allTextContents()).toEqual([
        'Pet vlog',
        'Tech explainer',
        'Education',
      ]);
      for (const credit of ['Stefan van der Walt, CC0', 'SpaceX, public domain', 'NASA']) {
        await visible(cards.getByText(new RegExp(credit)));
      }
      expect(await page.getByText(/from creators/).count()).toBe(0);

      await page.locator('#demo').scrollIntoViewIfNeeded();
      await expect
        .poll(() => page.locator('#demo video').getAttribute('src'), { timeout: 5_000 })
        .toBe(
          viewport === 'phone' ? '/demo/thumbforge-demo-phone.mp4' : '/demo/thumbforge-demo.mp4',
        );
    },
  );
});
