import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT, ACCOUNT_MESSAGES } from '@thumbforge/contract';
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
    // The free tokens are not refundable: the dialog says no paid tokens are left.
    await visible(dialog.getByText('No paid tokens are left'));
    await expectNoSeriousA11yViolations(page, 'the close-account dialog');
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await hidden(dialog);

    const banner = page.getByRole('alert').filter({ hasText: 'It is read-only until' });
    await visible(banner);
    await expectNoSeriousA11yViolations(page, 'the closed-account banner');
    // New Chat and Buy are disabled, each with one line saying why and how to reopen; reading
    // still works.
    const newChat = page.getByRole('button', { name: 'New Chat' });
    expect(await newChat.isDisabled()).toBe(true);
    await visible(page.getByText(ACCOUNT_MESSAGES.closedNoNewChat));
    const describedBy = (await newChat.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      ACCOUNT_MESSAGES.closedNoNewChat,
    );
    await visible(page.getByRole('heading', { name: 'Untitled Chat', level: 1 }));
    await page.getByRole('link', { name: 'Buy Tokens' }).click();
    await visible(page.getByText(ACCOUNT_MESSAGES.closedNoBuying));
    const buy = page.getByRole('button', { name: 'Buy Now' });
    expect(await buy.count()).toBe(3);
    for (const button of await buy.all()) expect(await button.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await visible(banner);

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
