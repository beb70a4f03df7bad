import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browserPerFile, VIEWPORTS } from './support/browser.js';
import { createChat, signUpToDashboard, toast } from './support/chat-flows.js';
import { expectNoHorizontalScroll, hidden, visible } from './support/expect-page.js';
import { GENERATION_TIMEOUT, generateFromForm } from './support/thumbnail-flows.js';

const { open } = browserPerFile();

const balance = (page: Page, tokens: number) => page.getByLabel(`Token balance: ${tokens}`);
const versionsDialog = (page: Page) => page.getByRole('dialog', { name: 'Language versions' });

/** The JPEG's size from its SOF marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  for (let i = 2; i + 9 < bytes.length;) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return {
        height: (bytes[i + 5]! << 8) | bytes[i + 6]!,
        width: (bytes[i + 7]! << 8) | bytes[i + 8]!,
      };
    }
    i += 2 + length;
  }
  return null;
}

const languageField = (page: Page, index: number) =>
  versionsDialog(page)
    .getByRole('group', { name: `Language version ${index}` })
    .getByRole('combobox', { name: 'Language' });

/** Searches the language picker (leaving it picks the best match) and types the title. */
async function fillRow(page: Page, index: number, search: string, title: string) {
  const row = versionsDialog(page).getByRole('group', { name: `Language version ${index}` });
  await languageField(page, index).fill(search);
  await row.getByRole('textbox', { name: 'Title' }).fill(title);
}

describe('language versions', () => {
  it(
    'typesets three titles (right to left and CJK among them) over the same art, free, synced, zipped by language',
    { timeout: 240_000 },
    async () => {
      const page = await open('/signup');
      await signUpToDashboard(page);
      await createChat(page);
      await generateFromForm(page, 'I Survived 100 Days on Mars', 'Me in a space suit, shocked');
      await visible(balance(page, 2));
      // A second tab of the same session, on the same chat: the versions reach it by themselves.
      const tab = await page.context().newPage();
      await tab.goto(page.url());
      await visible(tab.getByRole('button', { name: 'Generated thumbnail 1', exact: true }));

      await page.getByRole('button', { name: 'Generated thumbnail 1', exact: true }).click();
      await page.getByRole('button', { name: 'Language versions' }).click();
      await visible(versionsDialog(page));

      // What is no language is refused before anything is sent.
      await fillRow(page, 1, 'martian', 'मैंने मंगल पर 100 दिन बिताए');
      await versionsDialog(page).getByRole('button', { name: 'Make 1 version' }).click();
      await visible(versionsDialog(page).getByText('Choose a language from the list'));
      // The picker searches by name, and shows each language's code under it.
      await languageField(page, 1).fill('hin');
      const hindi = page.getByRole('option', { name: 'Hindi hi' });
      await visible(hindi);
      await expectNoSeriousA11yViolations(page, 'the language picker');
      await hindi.click();
      expect(await languageField(page, 1).inputValue()).toBe('Hindi');
      await visible(versionsDialog(page).getByText('hi', { exact: true }));
      await versionsDialog(page)
        .getByRole('button', { name: /^Add language/ })
        .click();
      await fillRow(page, 2, 'Arabic', 'قضيت 100 يوم على المريخ');
      await versionsDialog(page)
        .getByRole('button', { name: /^Add language/ })
        .click();
      await fillRow(page, 3, 'ja', '火星で100日間生き延びた');
      await expectNoSeriousA11yViolations(page, 'the language versions dialog');
      await versionsDialog(page).getByRole('button', { name: 'Make 3 versions' }).click();
      await toast(page, 'Language versions ready').waitFor({ timeout: GENERATION_TIMEOUT });
      await hidden(versionsDialog(page));

      for (const shown of [page, tab]) {
        await visible(shown.getByText('Language versions: hi, ar, ja'));
        const versions = shown.getByRole('list', { name: 'Language versions' }).locator('li');
        await versions.first().waitFor();
        expect(await versions.count()).toBe(3);
        for (const name of ['Hindi', 'Arabic', 'Japanese']) {
          await visible(shown.getByRole('button', { name: `${name} version`, exact: true }));
        }
        expect(await versions.getByText(/^Feed check/).count()).toBe(3);
      }
      await expectNoSeriousA11yViolations(page, 'the language versions message');
      // Typesetting costs nothing.
      await visible(balance(page, 2));

      for (const viewport of ['desktop', 'phone'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.getByRole('list', { name: 'Language versions' }).scrollIntoViewIfNeeded();
        await expectNoHorizontalScroll(page);
      }
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download all languages' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('thumbnails-by-language.zip');
      const zip = await JSZip.loadAsync(await readFile(await file.path()));
      expect(Object.keys(zip.files)).toEqual(['hi.jpg', 'ar.jpg', 'ja.jpg']);
      for (const name of Object.keys(zip.files)) {
        const bytes = await zip.file(name)!.async('uint8array');
        expect(jpegSize(bytes)).toEqual({ width: 1280, height: 720 });
      }

      // On a phone the dialog fits too, and the keyboard reaches every field.
      await page.getByRole('button', { name: 'Arabic version', exact: true }).click();
      await page.getByRole('button', { name: 'Language versions' }).click();
      await visible(versionsDialog(page));
      await expectNoHorizontalScroll(page);
      const focused = (group: string, role: 'combobox' | 'textbox', name: string) =>
        versionsDialog(page)
          .getByRole('group', { name: group })
          .getByRole(role, { name })
          .evaluate((field) => field === document.activeElement);
      // A new row takes the focus on its language; Tab goes on to its title.
      await versionsDialog(page)
        .getByRole('button', { name: /^Add language/ })
        .press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      expect(await focused('Language version 2', 'combobox', 'Language')).toBe(true);
      await page.keyboard.type('ko');
      await page.keyboard.press('Tab');
      expect(await focused('Language version 2', 'textbox', 'Title')).toBe(true);
      await page.keyboard.press('Escape');
      await hidden(versionsDialog(page));
      await visible(balance(page, 2));
    },
  );
});
