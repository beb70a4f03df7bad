import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile } from './support/browser.js';
import { createChat, signUpToDashboard, toast } from './support/chat-flows.js';
import { expectNoHorizontalScroll, hidden, visible } from './support/expect-page.js';
import { GENERATION_TIMEOUT } from './support/thumbnail-flows.js';

const { open } = browserPerFile();

const PHOTO = '/work/shared/fixtures/photos/astronaut.png';
/** The real renderer takes about a second per generation; a slow machine may take several. */

const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate thumbnail' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send changes' });
const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Prompt', exact: true });
const followUpBox = (page: Page) => page.getByRole('textbox', { name: 'Follow-up prompt' });
const detailsPanel = (page: Page) => page.getByRole('group', { name: 'Image and video details' });
const fileInput = (page: Page) => detailsPanel(page).locator('input[type="file"]').first();
const chips = (page: Page) => page.getByRole('list', { name: 'Chosen details' });
const editBanner = (page: Page) => page.getByText('Chatting about selected image', { exact: true });
const thumbnail = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).last();
const balance = (page: Page, tokens: number) => page.getByLabel(`Token balance: ${tokens}`);

async function openDetails(page: Page) {
  if (await detailsPanel(page).isVisible()) return;
  await page.getByRole('button', { name: 'Upload image and video details' }).click();
  await visible(detailsPanel(page));
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await hidden(page.getByRole('listbox'));
}

async function enterTitle(page: Page, title: string) {
  await page.getByRole('button', { name: /^Video Title/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Video Title' });
  await visible(dialog);
  expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await dialog.getByRole('textbox', { name: 'Video title' }).fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await hidden(dialog);
}

/** The photo, genre, mood and title; the menu closes by itself once they are all there. */
async function fillDetails(page: Page, title: string) {
  await openDetails(page);
  await fileInput(page).setInputFiles(PHOTO);
  await visible(detailsPanel(page).getByRole('img', { name: 'Your photo' }));
  await choose(page, 'Genre', 'Gaming');
  await choose(page, 'Mood', 'Exciting');
  await enterTitle(page, title);
  await hidden(detailsPanel(page));
}

/** Clicks Generate on a complete form and waits for the result and its toast. */
async function generate(page: Page) {
  await generateButton(page).click();
  await visible(page.getByRole('status', { name: 'Generating' }));
  await toast(page, 'Thumbnail generated successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
}

/** Sends a follow-up about the selected image with Enter, as edit mode does. */
async function sendEdit(page: Page, prompt: string) {
  await followUpBox(page).fill(prompt);
  await followUpBox(page).press('Enter');
  await toast(page, 'Chat continued successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe('generating and editing thumbnails', () => {
  it('takes a creator from a photo to two thumbnails, an edit and downloads, a token each', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);

    // Nothing chosen yet: Generate is disabled, and a click on it says what is wrong.
    expect(await generateButton(page).isDisabled()).toBe(true);
    await generateButton(page).click({ force: true });
    await visible(toast(page, 'Please fill all fields'));

    await fillDetails(page, 'I Survived 100 Days on Mars');
    for (const chip of ['Gaming', 'Exciting', 'I Survived 100 Days on Mars', 'Image uploaded']) {
      await visible(chips(page).getByText(chip, { exact: true }));
    }
    // The default resolution has no chip.
    expect(await chips(page).getByText(/1280/).count()).toBe(0);
    expect(await generateButton(page).isDisabled()).toBe(true);

    // New-generation mode: Shift+Enter adds a line, Enter keeps the prompt and sends nothing.
    await promptBox(page).fill('Me in a space suit, shocked,');
    await promptBox(page).press('Shift+Enter');
    await promptBox(page).pressSequentially('red planet behind');
    await promptBox(page).press('Enter');
    expect(await promptBox(page).inputValue()).toBe(
      'Me in a space suit, shocked,\nred planet behind',
    );
    expect(await page.getByRole('status', { name: 'Generating' }).count()).toBe(0);
    expect(await generateButton(page).isEnabled()).toBe(true);

    await generate(page);
    const first = page.getByRole('list', { name: 'Generated thumbnails' }).first();
    await visible(first.getByRole('button', { name: 'Generated thumbnail 2', exact: true }));
    expect(await first.getByRole('button', { name: /^Generated thumbnail \d$/ }).count()).toBe(2);
    await visible(balance(page, 2));
    // The form starts over; one chat's choices are not yet a style to suggest.
    expect(await promptBox(page).inputValue()).toBe('');
    expect(await chips(page).getByText('Image uploaded').count()).toBe(0);
    expect(
      await page.getByRole('button', { name: /^Clear (saved style|suggestion)$/ }).count(),
    ).toBe(0);

    // Edit mode: select the second image, clear, select again, and ask for a change.
    await thumbnail(page, 'Generated thumbnail 2').click();
    await visible(editBanner(page));
    expect(await thumbnail(page, 'Generated thumbnail 2').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Clear', exact: true }).last().click();
    await hidden(editBanner(page));
    await page.getByRole('button', { name: 'Select Generated thumbnail 2' }).click();
    await visible(editBanner(page));
    await sendEdit(page, 'make it brighter and change the text to "LIFT OFF"');
    await visible(page.getByText(/changed the title to "LIFT OFF"/));
    await visible(page.getByRole('button', { name: 'Generated thumbnail', exact: true }));
    await visible(balance(page, 1));
    // The edit's result stays selected, so the next change builds on it.
    await visible(editBanner(page));
    expect(await thumbnail(page, 'Generated thumbnail').getAttribute('aria-pressed')).toBe('true');

    // One image, fetched and named after the video and its variant; a reply's images as
    // thumbnails.zip.
    const single = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download Generated thumbnail 1' }).click(),
    );
    expect(single.name).toBe('i-survived-100-days-on-mars-1.jpg');
    expect([...single.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const zip = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download all' }).first().click(),
    );
    expect(zip.name).toBe('thumbnails.zip');
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // The last token goes on a second edit of that result; after that the balance refuses.
    await sendEdit(page, 'make the text bigger');
    await visible(balance(page, 0));
    await thumbnail(page, 'Generated thumbnail 1').click();
    await followUpBox(page).fill('one more change');
    // The send button looks off, and the way on is right there; Enter still asks the server.
    expect(await sendButton(page).isDisabled()).toBe(true);
    await visible(page.getByRole('link', { name: 'Buy tokens', exact: true }));
    await followUpBox(page).press('Enter');
    await visible(toast(page, 'Not enough tokens to continue'));
    expect(await followUpBox(page).inputValue()).toBe('one more change');
    await visible(balance(page, 0));
  });

  it('previews a thumbnail in the feed at home, search and up-next sizes', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);
    await fillDetails(page, 'Seen in the feed');
    await promptBox(page).fill('Bold and bright');
    await generate(page);

    await page.getByRole('button', { name: 'Preview Generated thumbnail 1 in feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview in feed' });
    await visible(dialog);
    const sizes = [];
    for (const [width, height] of [
      [360, 202],
      [246, 138],
      [168, 94],
    ]) {
      const image = dialog.getByRole('img', { name: `Thumbnail at ${width} by ${height}` });
      await visible(image);
      const box = await image.boundingBox();
      sizes.push([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]);
    }
    expect(sizes).toEqual([
      [360, 202],
      [246, 138],
      [168, 94],
    ]);
    expect(await dialog.getByText('Seen in the feed', { exact: true }).count()).toBe(3);
    expect(await dialog.getByText('12:34', { exact: true }).count()).toBe(3);

    await dialog.getByRole('button', { name: 'Light' }).click();
    expect(await dialog.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await hidden(dialog);

    // Kept on purpose, the style fills the next form and says whose it is; cleared, it goes.
    await page.getByRole('button', { name: 'Remember the style of Generated thumbnail 1' }).click();
    await visible(
      page.locator('#notistack-snackbar').getByText(/^Style remembered: gaming · exciting/),
    );
    await visible(page.getByText('Saved by you:'));
    await visible(chips(page).getByText('Gaming', { exact: true }));
    await page.getByRole('button', { name: 'Clear saved style' }).click();
    await visible(toast(page, 'Saved style cleared'));
    await hidden(page.getByText('Saved by you:'));
    expect(await chips(page).count()).toBe(0);
  });

  it('refuses files that are not images, shrinks one too large, keeps chips removable and shows locked resolutions', async () => {
    const page = await open('/signup');
    await signUpToDashboard(page);
    await createChat(page);
    await openDetails(page);

    await fileInput(page).setInputFiles({
      name: 'notes.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await visible(toast(page, 'Please select a valid image file (JPG, PNG, WEBP)'));
    // A PDF renamed .png is refused by its bytes at selection, not at Generate.
    await fileInput(page).setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    });
    await visible(detailsPanel(page).getByRole('alert'));
    expect(await detailsPanel(page).getByRole('alert').textContent()).toBe(
      'Please select a valid image file (JPG, PNG, WEBP)',
    );
    expect(
      await detailsPanel(page).getByRole('button', { name: 'Shrink it and use it' }).count(),
    ).toBe(0);
    expect(await detailsPanel(page).getByRole('img', { name: 'Your photo' }).count()).toBe(0);

    // A real photo over 10 MB (the PNG with data after its end, as a phone's extra layers are):
    // refused with the 10 MB message, and one click shrinks it in the browser and uses it.
    const huge = Buffer.concat([await readFile(PHOTO), Buffer.alloc(11 * 1024 * 1024)]);
    await fileInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await visible(toast(page, 'File size must be less than 10MB'));
    expect(await detailsPanel(page).getByRole('img', { name: 'Your photo' }).count()).toBe(0);
    await detailsPanel(page).getByRole('button', { name: 'Shrink it and use it' }).click();
    await visible(detailsPanel(page).getByRole('img', { name: 'Your photo' }));
    expect(await detailsPanel(page).getByRole('alert').count()).toBe(0);
    await detailsPanel(page).getByRole('button', { name: 'Remove image' }).click();

    await choose(page, 'Genre', 'Tech');
    // The free tokens give Standard's 1280 x 720: Full HD is listed, locked, with what unlocks it.
    await page.getByRole('combobox', { name: 'Resolution' }).click();
    const fullHd = page.getByRole('option', { name: /^1920 x 1080 \(Full HD\)/ });
    await visible(fullHd.getByText('needs Premium or Pro'));
    expect(await fullHd.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('listbox'));
    await visible(detailsPanel(page).getByRole('link', { name: 'See pricing' }));
    await page.keyboard.press('Escape');
    await hidden(detailsPanel(page));
    await visible(chips(page).getByText('Tech', { exact: true }));
    await page.getByRole('button', { name: 'Remove genre', exact: true }).click();
    expect(await chips(page).count()).toBe(0);
    await openDetails(page);
    expect(await page.getByRole('combobox', { name: 'Resolution' }).textContent()).toContain(
      '1280 x 720 (HD)',
    );
    expect(await page.getByRole('combobox', { name: 'Genre' }).textContent()).not.toContain('Tech');
    await page.keyboard.press('Escape');

    await promptBox(page).fill('Prompt without the rest');
    expect(await generateButton(page).isDisabled()).toBe(true);
    await visible(page.getByText('Add a photo, a genre, a mood and a video title to generate.'));
  });

  it('works on a phone: the details in a bottom sheet, thumbnails in one column', async () => {
    const page = await open('/signup', 'phone');
    await signUpToDashboard(page);
    await page.getByRole('button', { name: 'Start Creating' }).click();
    await visible(page.getByRole('heading', { name: 'Hello there!' }));

    await openDetails(page);
    const sheet = await detailsPanel(page).boundingBox();
    expect(sheet?.width).toBeLessThanOrEqual(390);
    await fillDetails(page, 'Phone made');
    await promptBox(page).fill('Big shocked face');
    await generate(page);

    const tiles = page
      .getByRole('list', { name: 'Generated thumbnails' })
      .getByRole('button', { name: /^Generated thumbnail \d$/ });
    const [one, two] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()]);
    expect(one?.x).toBe(two?.x);
    expect(two?.y ?? 0).toBeGreaterThan((one?.y ?? 0) + (one?.height ?? 0));
    await expectNoHorizontalScroll(page);

    // Nothing sits on the composer: a tap on Generate's centre reaches it (or, while it is
    // disabled, the wrapper that explains why).
    const reachable = await generateButton(page).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return Boolean(hit && button.parentElement?.contains(hit));
    });
    expect(reachable).toBe(true);
  });
});

describe('the chat view tours', () => {
  it('points at the composer in a first chat, then at the first thumbnail once there is one', async () => {
    const page = await open('/signup', 'desktop', { tours: 'fresh' });
    await signUpToDashboard(page);
    const tour = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await tour.getByRole('button', { name: 'Got it' }).click();
    await createChat(page);

    const steps: [string, string][] = [
      ['Upload Image and Video Details', 'composer-attach'],
      ['Add Your Prompt', 'composer-prompt'],
      ['Generate', 'composer-generate'],
    ];
    for (const [title, target] of steps) {
      await visible(tour.getByText(title, { exact: true }));
      expect(await tooltipBeside(page, target)).toBe(true);
      await tour.getByRole('button', { name: /^(Next|Got it)/ }).click();
    }
    await hidden(tour);
    expect(await page.evaluate(() => localStorage.getItem('tour2complete'))).toBe('true');

    await fillDetails(page, 'Tour time');
    await promptBox(page).fill('A rocket launch');
    await generate(page);
    await visible(tour.getByText('Select an Image', { exact: true }));
    expect(await tooltipBeside(page, 'generated-image')).toBe(true);
    await tour.getByRole('button', { name: /^Next/ }).click();
    await visible(tour.getByText('Add a Prompt for Changes', { exact: true }));
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await hidden(tour);
    expect(await page.evaluate(() => localStorage.getItem('tour3complete'))).toBe('true');
  });
});

/** Whether the open tour step's tooltip sits right beside the element `data-tour="target"`. */
async function tooltipBeside(page: Page, target: string): Promise<boolean> {
  return page.evaluate((name) => {
    const element = document.querySelector(`[data-tour="${name}"]`);
    const tooltip = document.querySelector('#react-joyride-portal [role="alertdialog"]');
    if (!element || !tooltip) return false;
    const a = element.getBoundingClientRect();
    const b = tooltip.getBoundingClientRect();
    const gapX = Math.max(0, a.left - b.right, b.left - a.right);
    const gapY = Math.max(0, a.top - b.bottom, b.top - a.bottom);
    // Spotlight padding 10 and popover offset 10, plus the arrow.
    return Math.hypot(gapX, gapY) <= 48;
  }, target);
}
