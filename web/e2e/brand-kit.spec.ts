import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browserPerFile } from './support/browser.js';
import { createChat, signUpToDashboard, toast } from './support/chat-flows.js';
import { expectNoHorizontalScroll, hidden, visible } from './support/expect-page.js';
import { GENERATION_TIMEOUT, generateFromForm } from './support/thumbnail-flows.js';

const { open } = browserPerFile();

const RED = '#e50914';
const TEAL = '#00b3a4';
const LOGO_GREEN = '#00ff44';

/** How far apart two #rrggbb colours are, in RGB. */
function distance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((value, i) => value - y[i]!));
}

const kitDialog = (page: Page) => page.getByRole('dialog', { name: 'Brand kit' });

/**
 * Small PNGs drawn in the page: three past thumbnails in red and teal with an outlined white
 * title, and a green square logo on transparency.
 */
async function craftedUploads(page: Page) {
  const urls = await page.evaluate(
    async ({ colours, logo }) => {
      const png = async (
        draw: (c: OffscreenCanvasRenderingContext2D) => void,
        w: number,
        h: number,
      ) => {
        const canvas = new OffscreenCanvas(w, h);
        draw(canvas.getContext('2d')!);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        return [...new Uint8Array(await blob.arrayBuffer())];
      };
      const thumbnails = await Promise.all(
        [0, 1, 2].map((variant) =>
          png(
            (c) => {
              c.fillStyle = colours[variant % 2]!;
              c.fillRect(0, 0, 320, 180);
              c.fillStyle = colours[(variant + 1) % 2]!;
              c.fillRect(0, 108, 320, 72);
              c.fillStyle = '#7a746e';
              c.fillRect(176 + variant * 10, 18, 96, 144);
              c.font = 'bold 36px sans-serif';
              c.lineWidth = 4;
              c.strokeStyle = '#000000';
              c.fillStyle = '#ffffff';
              c.strokeText('BIG WIN', 16, 63);
              c.fillText('BIG WIN', 16, 63);
            },
            320,
            180,
          ),
        ),
      );
      const square = await png(
        (c) => {
          c.fillStyle = logo;
          c.fillRect(10, 10, 76, 76);
        },
        96,
        96,
      );
      return { thumbnails, square };
    },
    { colours: [RED, TEAL], logo: LOGO_GREEN },
  );
  const file = (name: string, bytes: number[]) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(bytes),
  });
  return {
    thumbnails: urls.thumbnails.map((bytes, index) => file(`past-${index}.png`, bytes)),
    logo: file('logo.png', urls.square),
  };
}

/**
 * The kit's measure on a shown thumbnail: the share of its pixels within an RGB distance of 90 of
 * a kit colour, and of the logo's colour inside the logo's corner box. A brand is recognised in
 * the feed by the area its colours cover; the kit reaches the pixels through gradients, glow,
 * boxes and outlines, blended and JPEG-encoded, so near matches count where exact ones would
 * miss most of it. Without a kit the same generation wears the genre's colours instead.
 */
function measureThumbnail(page: Page, name: string) {
  return page
    .getByRole('button', { name, exact: true })
    .locator('img')
    .evaluate(
      async (img: HTMLImageElement, { kit, logo }) => {
        const bitmap = await createImageBitmap(await (await fetch(img.src)).blob());
        const canvas = new OffscreenCanvas(160, 90);
        const c = canvas.getContext('2d')!;
        c.drawImage(bitmap, 0, 0, 160, 90);
        const rgb = (hex: string) =>
          [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
        const share = (colours: string[], x: number, y: number, w: number, h: number) => {
          const data = c.getImageData(x, y, w, h).data;
          const targets = colours.map(rgb);
          let near = 0;
          for (let i = 0; i < data.length; i += 4) {
            const px = [data[i]!, data[i + 1]!, data[i + 2]!];
            if (targets.some((t) => Math.hypot(...t.map((v, k) => v - px[k]!)) < 90)) near += 1;
          }
          return near / (w * h);
        };
        // The logo's box in the top-left corner (logoBox): 3.5% of the height in, 16% tall.
        return { kit: share(kit, 0, 0, 160, 90), logo: share([logo], 2, 3, 22, 14) };
      },
      { kit: [RED, TEAL], logo: LOGO_GREEN },
    );
}

describe('brand kit', () => {
  it(
    'learns a kit from uploads, edits it, and every generated thumbnail wears it',
    { timeout: 180_000 },
    async () => {
      const page = await open('/signup');
      await signUpToDashboard(page);
      await createChat(page);
      const uploads = await craftedUploads(page);

      await page.getByRole('button', { name: 'Set up your brand kit' }).click();
      await visible(kitDialog(page));
      await kitDialog(page).getByLabel('Your thumbnails').setInputFiles(uploads.thumbnails);
      const found = kitDialog(page).getByRole('list', { name: 'What we found' });
      // Reading faces loads the analysis models on first use: as slow as a generation.
      await found.waitFor({ timeout: GENERATION_TIMEOUT });
      expect(await found.textContent()).toMatch(/Read 3 thumbnails/);
      // The proposal found the red it was made in; the creator edits the rest of it.
      const learnt = await kitDialog(page)
        .getByRole('textbox', { name: 'Colour 1', exact: true })
        .inputValue();
      expect(distance(learnt, RED)).toBeLessThan(30);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, 'the brand kit dialog');
      const colours = kitDialog(page).getByRole('textbox', { name: /^Colour \d$/ });
      while ((await colours.count()) < 2) {
        await kitDialog(page).getByRole('button', { name: 'Add colour' }).click();
      }
      await colours.nth(0).fill(RED);
      await colours.nth(1).fill(TEAL);
      while ((await colours.count()) > 2) {
        await kitDialog(page)
          .getByRole('button', { name: /^Remove colour/ })
          .last()
          .click();
      }
      await kitDialog(page).getByRole('button', { name: 'Box' }).click();
      await kitDialog(page).getByLabel('Logo file').setInputFiles(uploads.logo);
      await visible(kitDialog(page).getByRole('img', { name: 'Your logo' }));
      await kitDialog(page).getByRole('button', { name: 'Save kit' }).click();
      await visible(toast(page, 'Brand kit saved'));
      await hidden(kitDialog(page));
      await visible(page.getByText('Brand kit on'));

      await generateFromForm(page, 'Big Win Today', 'Me celebrating, huge smile');
      for (const name of ['Generated thumbnail 1', 'Generated thumbnail 2']) {
        const measured = await measureThumbnail(page, name);
        expect(measured.kit).toBeGreaterThan(0.1);
        expect(measured.logo).toBeGreaterThan(0.25);
      }
    },
  );
});

describe.each(['phone', 'desktop'] as const)('the brand kit dialog at %s size', (viewport) => {
  it('shows each font in its own face and previews the kit on a sample thumbnail', async () => {
    const page = await open('/signup', viewport);
    await signUpToDashboard(page);
    await page.getByRole('button', { name: 'Start Creating' }).click();
    await page.getByRole('button', { name: 'Set up your brand kit' }).click();
    await visible(kitDialog(page));
    const preview = kitDialog(page).getByRole('img', { name: /^A sample thumbnail in your kit/ });
    await visible(preview);
    await expectNoHorizontalScroll(page);

    await kitDialog(page).getByRole('combobox', { name: 'Font' }).click();
    const bangers = page.getByRole('option', { name: 'Bangers' });
    await visible(bangers);
    expect(await bangers.evaluate((option) => getComputedStyle(option).fontFamily)).toMatch(
      /^"?brand-bangers/,
    );
    // The face itself arrived, from the same file the server draws titles with.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "brand-bangers"')))
      .toBe(true);
    await bangers.click();
    await hidden(bangers);
    const title = preview.getByText('I Tried Living on Mars');
    expect(await title.evaluate((text) => getComputedStyle(text).fontFamily)).toMatch(
      /^"?brand-bangers/,
    );
    await preview.scrollIntoViewIfNeeded();
  });
});
