import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT, MESSAGES } from '@thumbforge/contract';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browserPerFile } from './support/browser.js';
import { createChat, signUpToDashboard, toast } from './support/chat-flows.js';
import { hidden, visible } from './support/expect-page.js';

const { open } = browserPerFile();

/** Issue 16: close the account from its menu, download a copy of the data, reopen it. */
describe('closing an account', () => {
  it('closes after a confirmation, stays readable, downloads the data and reopens', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Close account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await visible(dialog.getByText(/you cannot generate or edit thumbnails/));
    await visible(dialog.getByText(/Payment records/));
    await expectNoSeriousA11yViolations(page, 'the close-account dialog');
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await hidden(dialog);

    const banner = page.getByRole('alert').filter({ hasText: 'It is read-only until' });
    await visible(banner);
    await expectNoSeriousA11yViolations(page, 'the closed-account banner');
    // Writes are refused with the server's words; reading still works.
    await page.getByRole('button', { name: 'New Chat' }).click();
    await visible(toast(page, MESSAGES.accountClosed));
    await visible(page.getByRole('heading', { name: 'Untitled Chat', level: 1 }));

    const download = page.waitForEvent('download');
    await banner.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(ACCOUNT_EXPORT.fileName);
    const zip = await JSZip.loadAsync(await readFile((await file.path()) ?? ''));
    const data = JSON.parse((await zip.file(ACCOUNT_EXPORT.dataFile)?.async('string')) ?? '{}');
    expect(data.chats).toHaveLength(1);
    expect(data.account.closedAt).toEqual(expect.any(String));

    await banner.getByRole('button', { name: 'Reopen account' }).click();
    await visible(toast(page, 'Your account is open again'));
    await hidden(banner);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Close account' }));
  });
});
