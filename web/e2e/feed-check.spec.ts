import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS, type ViewportName } from './support/browser.js';
import { createChat, signUpToDashboard, toast } from './support/chat-flows.js';
import { expectNoHorizontalScroll, hidden, visible } from './support/expect-page.js';
import { GENERATION_TIMEOUT, generateFromForm } from './support/thumbnail-flows.js';

const { open } = browserPerFile();

const balance = (page: Page, tokens: number) => page.getByLabel(`Token balance: ${tokens}`);
const feedCheck = (page: Page) => page.getByRole('region', { name: 'Feed check' });

async function openPreview(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).last().hover();
  await page
    .getByRole('button', { name: `Preview ${name} in feed` })
    .last()
    .click();
  await visible(page.getByRole('dialog', { name: 'Preview in feed' }));
  await visible(feedCheck(page).locator('li').first());
  // The dialog fades in: look at it once it is fully there.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every(
      (el) => getComputedStyle(el).opacity === '1',
    ),
  );
}

describe('the feed check', () => {
  it('lists pass and warn beside the feed preview on a phone and a desktop, free; a fix is one click', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);
    // A title asked for the corner where YouTube shows the video's length: something to warn about.
    await generateFromForm(
      page,
      'I Survived 100 Days on Mars',
      'Me in a space suit, shocked, title at the bottom right',
    );
    await visible(balance(page, 2));
    // Toasts sit above dialogs, and one under the pointer stays: gone before the dialog opens.
    await hidden(toast(page, 'Thumbnail generated successfully!'));

    for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await openPreview(page, 'Generated thumbnail 1');
      const items = feedCheck(page).locator('li');
      expect(await items.count()).toBe(9);
      const ids = await items.evaluateAll((li) => li.map((el) => el.getAttribute('data-check')));
      expect(ids).toEqual([
        'title-legible',
        'badge-clear',
        'faces-clear',
        'face-size',
        'likeness',
        'stands-out-dark',
        'stands-out-light',
        'file-size',
        'exact-size',
      ]);
      await visible(feedCheck(page).getByText('Exactly 1280x720, the size you chose'));
      // Her own cut-out: the likeness passes, with its score.
      await visible(
        feedCheck(page)
          .locator('li[data-check="likeness"][data-status="pass"]')
          .getByText(/^Likeness \d\.\d\d: the face is still the one in your photo$/),
      );
      await expectNoHorizontalScroll(page);
      await feedCheck(page).locator('li').last().scrollIntoViewIfNeeded();
      // Checking costs nothing.
      await visible(balance(page, 2));
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog', { name: 'Preview in feed' }));
    }

    // The variant that put the title in the badge's corner warns; a fix is an ordinary edit, one
    // click, one token, and the edited thumbnail passes that check.
    await openPreview(page, 'Generated thumbnail 2');
    const fix = feedCheck(page)
      .locator('li[data-status="warn"]')
      .filter({
        has: page.getByRole('button', { name: /^Fix: / }),
      });
    expect(await fix.count()).toBeGreaterThan(0);
    const fixed = await fix.first().getAttribute('data-check');
    await fix
      .first()
      .getByRole('button', { name: /^Fix: / })
      .click();
    await toast(page, 'Chat continued successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
    await visible(balance(page, 1));
    // An edit answers one thumbnail, named without a number.
    await openPreview(page, 'Generated thumbnail');
    expect(
      await feedCheck(page).locator(`li[data-check="${fixed}"]`).getAttribute('data-status'),
    ).toBe('pass');
    await visible(balance(page, 1));
  });

  it('makes a Test & Compare set: two thumbnails side by side, measured, downloaded as A.jpg and B.jpg', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);
    await generateFromForm(page, 'I Survived 100 Days on Mars', 'Me in a space suit, shocked');
    await visible(balance(page, 2));
    // Toasts sit above dialogs, and one under the pointer stays: gone before the dialog opens.
    await hidden(toast(page, 'Thumbnail generated successfully!'));

    for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.getByRole('button', { name: 'Test & Compare' }).click();
      const dialog = page.getByRole('dialog', { name: 'Test & Compare' });
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Thumbnail 1' }).click();
      await dialog.getByRole('button', { name: 'Thumbnail 2' }).click();
      await visible(dialog.getByRole('button', { name: 'Thumbnail 2, B' }));
      // The renderer's two variants really differ, so no warning.
      await visible(dialog.getByText('These thumbnails look different enough to test.'));
      expect(
        await dialog
          .getByRole('region', { name: 'Side by side in the home feed' })
          .locator('img')
          .count(),
      ).toBe(2);
      await expectNoHorizontalScroll(page);
      if (viewport === 'phone') {
        const download = page.waitForEvent('download');
        await dialog.getByRole('button', { name: 'Download set' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe('test-and-compare.zip');
        const zip = await JSZip.loadAsync(await readFile(await file.path()));
        expect(Object.keys(zip.files)).toEqual(['A.jpg', 'B.jpg']);
      }
      // The download button keeps the focus only while enabled: close by the button, not Escape.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await hidden(dialog);
    }
    // Comparing and downloading cost nothing.
    await visible(balance(page, 2));
  });
});
