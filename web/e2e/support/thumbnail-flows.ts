import type { Page } from 'playwright-core';
import { toast } from './chat-flows.js';
import { hidden, visible } from './expect-page.js';

export const PHOTO = '/work/shared/fixtures/photos/astronaut.png';
/** The real renderer takes about a second per generation; a slow machine may take several. */
/**
 * How long a generation may take in a spec: seconds alone, but `npm test` runs its lanes side by
 * side on two cores (scripts/run-tests.ts).
 */
export const GENERATION_TIMEOUT = 90_000;

const detailsPanel = (page: Page) => page.getByRole('group', { name: 'Image and video details' });

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await hidden(page.getByRole('listbox'));
}

/** Fills the photo, genre, mood and title, writes the prompt and generates. */
export async function generateFromForm(page: Page, title: string, prompt: string) {
  await page.getByRole('button', { name: 'Upload image and video details' }).click();
  await visible(detailsPanel(page));
  await detailsPanel(page).locator('input[type="file"]').first().setInputFiles(PHOTO);
  await visible(detailsPanel(page).getByRole('img', { name: 'Your photo' }));
  await choose(page, 'Genre', 'Gaming');
  await choose(page, 'Mood', 'Exciting');
  await page.getByRole('button', { name: /^Video Title/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Video Title' });
  await dialog.getByRole('textbox', { name: 'Video title' }).fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await hidden(dialog);
  await hidden(detailsPanel(page));
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill(prompt);
  await page.getByRole('button', { name: 'Generate thumbnail' }).click();
  await toast(page, 'Thumbnail generated successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
}
