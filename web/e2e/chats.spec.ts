import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
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
import { hidden, visible } from './support/expect-page.js';

const { open } = browserPerFile();

const emptyState = 'Create Your First Thumbnail';

describe('the chat list', () => {
  it('starts empty, then creates chats that appear at the top and open', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await visible(page.getByText('No chats yet'));
    await visible(page.getByText('Create your first thumbnail!'));

    const first = await createChat(page);
    await visible(chatRow(page, 'Untitled Chat'));
    await visible(page.getByRole('heading', { name: 'Untitled Chat', level: 1 }));
    await visible(page.getByText('How can I help you create amazing thumbnails today?'));
    await renameChat(page, 'Untitled Chat', 'First chat');

    const second = await createChat(page);
    expect(second).not.toBe(first);
    const rows = chatList(page).getByRole('button', { name: /^(Untitled Chat|First chat)$/ });
    expect(await rows.allTextContents()).toEqual(['Untitled Chat', 'First chat']);
    expect(await chatRow(page, 'Untitled Chat').getAttribute('aria-current')).toBe('true');

    // The open chat is in the URL: a reload keeps it, and the list opens another.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Untitled Chat', level: 1 }));
    expect(openChatId(page)).toBe(second);
    await chatRow(page, 'First chat').click();
    await visible(page.getByRole('heading', { name: 'First chat', level: 1 }));
    expect(openChatId(page)).toBe(first);
  });

  it('renames with Enter, cancels with Escape, and ignores a blank title', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);

    await renameChat(page, 'Untitled Chat', '  Gaming intro  ');
    await visible(toast(page, 'Chat renamed successfully'));
    await visible(chatRow(page, 'Gaming intro'));

    await renameChat(page, 'Gaming intro', 'Not this one', 'Escape');
    await visible(chatRow(page, 'Gaming intro'));
    expect(await chatList(page).getByText('Not this one').count()).toBe(0);

    await hidden(toast(page, 'Chat renamed successfully'));
    await renameChat(page, 'Gaming intro', '   ');
    await visible(chatRow(page, 'Gaming intro'));
    expect(await toast(page, 'Chat renamed successfully').count()).toBe(0);

    await page.reload();
    await visible(chatRow(page, 'Gaming intro'));
  });

  it('shows Untitled Chat for no title and cuts long titles to 17 characters', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);
    await visible(chatRow(page, 'Untitled Chat'));

    const long = 'My epic Minecraft survival series';
    await renameChat(page, 'Untitled Chat', long);
    const row = chatRow(page, 'My epic Minecraft…');
    await visible(row);
    expect(await row.getAttribute('title')).toBe(long);
    await visible(page.getByRole('heading', { name: long, level: 1 }));
  });

  it('pins a chat into Pinned, showing the Recent heading, and unpins it', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);
    await renameChat(page, 'Untitled Chat', 'Older');
    await createChat(page);
    await renameChat(page, 'Untitled Chat', 'Newer');
    const heading = (name: string) => chatList(page).getByRole('heading', { name });
    expect(await heading('Recent').count()).toBe(0);

    await chooseChatOption(page, 'Older', 'Pin');
    await visible(toast(page, 'Chat pinned successfully'));
    await visible(heading('Pinned'));
    await visible(heading('Recent'));
    const pinned = chatList(page).getByRole('region', { name: 'Pinned' });
    const recent = chatList(page).getByRole('region', { name: 'Recent' });
    await visible(pinned.getByRole('button', { name: 'Older', exact: true }));
    await visible(recent.getByRole('button', { name: 'Newer', exact: true }));

    await chooseChatOption(page, 'Older', 'Unpin');
    await visible(toast(page, 'Chat unpinned successfully'));
    await hidden(heading('Pinned'));
    await hidden(heading('Recent'));
    const rows = chatList(page).getByRole('button', { name: /^(Older|Newer)$/ });
    expect(await rows.allTextContents()).toEqual(['Newer', 'Older']);
  });

  it('deletes only after the confirm, and the open chat closes', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);
    await renameChat(page, 'Untitled Chat', 'Doomed');

    await chooseChatOption(page, 'Doomed', 'Delete');
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Are you sure you want to delete this chat?', { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    await visible(chatRow(page, 'Doomed'));
    await visible(page.getByRole('heading', { name: 'Doomed', level: 1 }));

    await chooseChatOption(page, 'Doomed', 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await visible(toast(page, 'Chat deleted successfully'));
    await hidden(chatRow(page, 'Doomed'));
    await visible(page.getByRole('heading', { name: emptyState }));
    expect(openChatId(page)).toBeNull();
    await visible(page.getByText('No chats yet'));
  });

  it('starts a chat from the empty state', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await page.getByRole('button', { name: 'Start Creating' }).click();
    await visible(toast(page, 'New chat created'));
    await visible(page.getByRole('heading', { name: 'Hello there!' }));
  });

  it('closes the phone drawer when a chat is created or chosen', async () => {
    const page = await open('/signup', 'phone');
    await signUpToDashboard(page);
    // The drawer's own close button tells whether it is open.
    const drawer = page.getByRole('button', { name: 'Close sidebar' });
    const openDrawer = () => page.getByRole('button', { name: 'Open sidebar' }).click();

    await openDrawer();
    await page.getByRole('button', { name: 'New Chat' }).click();
    await visible(toast(page, 'New chat created'));
    await hidden(drawer);
    await visible(page.getByRole('heading', { name: 'Hello there!' }));

    await openDrawer();
    await renameChat(page, 'Untitled Chat', 'On the phone');
    await visible(drawer);
    await drawer.click();
    await hidden(drawer);
    await openDrawer();
    await chatRow(page, 'On the phone').click();
    await hidden(drawer);
    await visible(page.getByRole('heading', { name: 'On the phone', level: 1 }));
  });
});

describe('the Create a Chat tour', () => {
  it('shows on the first dashboard visit only, and closing it sets its flag', async () => {
    const page = await open('/signup', 'desktop', { tours: 'fresh' });
    await signUpToDashboard(page);
    // An accessible dialog: named by its title, described by its text.
    const tour = page.getByRole('alertdialog', { name: 'Create a Chat' });
    await visible(tour);
    const describedBy = (await tour.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(
      /^Start a new chat to create your first thumbnail/,
    );
    await tour.getByRole('button', { name: 'Got it' }).click();
    await hidden(page.getByText('Create a Chat'));
    expect(await page.evaluate(() => localStorage.getItem('tour1complete'))).toBe('true');

    await page.reload();
    await visible(page.getByRole('heading', { name: emptyState }));
    await page.waitForTimeout(1500);
    expect(await page.getByText('Create a Chat').count()).toBe(0);
    await createChat(page);
  });
});

describe('the first chat tour on a phone', () => {
  it('covers no control it points at, and steps aside while the details panel is open', async () => {
    const page = await open('/signup', 'phone', { tours: 'fresh' });
    await page.evaluate(() => localStorage.setItem('tour1complete', 'true'));
    await signUpToDashboard(page);
    await page.getByRole('button', { name: 'Start Creating' }).click();
    const tour = page.getByRole('alertdialog');
    const attach = page.getByRole('button', { name: 'Upload image and video details' });
    await visible(tour.getByRole('heading', { name: 'Upload Image and Video Details' }));
    expect(await overlap(tour, attach)).toBe(false);

    // The step asks for the genre and mood: the sheet that holds them opens over the composer,
    // and the bubble leaves it alone, to come back at the same step once the sheet closes.
    await attach.click();
    const panel = page.getByRole('group', { name: 'Image and video details' });
    await visible(panel);
    // Looked up by CSS: the open sheet hides the rest of the page from role queries.
    await hidden(page.locator('#react-joyride-portal [role="alertdialog"]'));
    await visible(panel.getByRole('combobox', { name: 'Genre' }));
    await panel.getByRole('button', { name: 'Close details' }).click();
    await hidden(panel);
    await visible(tour.getByRole('heading', { name: 'Upload Image and Video Details' }));

    const steps: [string, Locator][] = [
      ['Add Your Prompt', page.getByRole('textbox', { name: 'Prompt' })],
      ['Generate', page.getByRole('button', { name: 'Generate thumbnail' })],
    ];
    for (const [title, target] of steps) {
      await tour.getByRole('button', { name: /^Next/ }).click();
      await visible(tour.getByRole('heading', { name: title, exact: true }));
      await page.waitForTimeout(500);
      expect(await overlap(tour, target)).toBe(false);
    }
  });
});

/** Whether two elements' boxes share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error('an element to compare is not on screen');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}
