/**
 * Renders thumbnails of the fixture photos with the local renderer and the compositor, so a person
 * can look at them: every mood, several genres and layouts, and a few edits. Writes the JPEGs and
 * PNG contact sheets to screenshots/renders/ (git-ignored), or to RENDER_GALLERY_DIR.
 *
 *   npx tsx functions/scripts/render-gallery.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, Image } from '@napi-rs/canvas';
import {
  EMPTY_PREFERENCES,
  MOODS,
  type Genre,
  type Mood,
  type Resolution,
} from '@thumbforge/contract';
import { createLocalRenderer } from '../src/adapters/embedded/local-renderer/local-renderer.js';
import { composeThumbnail } from '../src/adapters/imaging/compose-thumbnail.js';
import { normalizeUpload } from '../src/adapters/imaging/normalize-upload.js';
import type { LayeredImage } from '../src/core/ports/image-model.port.js';

const PHOTOS_DIR = '/work/shared/fixtures/photos';
const OUT_DIR =
  process.env.RENDER_GALLERY_DIR ?? new URL('../../screenshots/renders/', import.meta.url).pathname;

const PHOTOS: { file: string; title: string; genre: Genre }[] = [
  { file: 'astronaut.png', title: 'My First Spacewalk', genre: 'education' },
  { file: 'rocket.jpg', title: 'Falcon 9 Launch: Every Second Explained', genre: 'tech' },
  { file: 'chelsea.png', title: 'Cat Reacts To Cucumber', genre: 'entertainment' },
  { file: 'coffee.png', title: 'Perfect Latte At Home', genre: 'cooking' },
];
const EXTRA_GENRES: Genre[] = ['gaming', 'music', 'fitness', 'travel'];
const EDITS = [
  'make it brighter and change the text to "GAME OVER"',
  'black and white, red text and add a yellow border',
  'zoom in, blur the background and move the text to the top',
  'warmer, more contrast, bigger text and add a dragon',
];

const renderer = createLocalRenderer();
const resolution: Resolution = '1280 x 720';

/** Other tools may clear screenshots/ while this runs, so every write makes sure of its folder. */
function save(file: string, bytes: Buffer): void {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, file), bytes);
}

async function compose(image: LayeredImage): Promise<Buffer> {
  return (await composeThumbnail({ ...image, resolution })).jpeg;
}

/** A PNG grid of thumbnails, two across, each at half size: one file to look at per question. */
function contactSheet(jpegs: Buffer[], file: string): void {
  const cellWidth = 640;
  const cellHeight = 360;
  const columns = 2;
  const rows = Math.ceil(jpegs.length / columns);
  const sheet = createCanvas(
    columns * cellWidth + (columns - 1) * 8,
    rows * cellHeight + (rows - 1) * 8,
  );
  const context = sheet.getContext('2d');
  context.fillStyle = '#333333';
  context.fillRect(0, 0, sheet.width, sheet.height);
  jpegs.forEach((jpeg, i) => {
    const image = new Image();
    image.src = jpeg;
    context.drawImage(
      image,
      (i % columns) * (cellWidth + 8),
      Math.floor(i / columns) * (cellHeight + 8),
      cellWidth,
      cellHeight,
    );
  });
  save(file, sheet.toBuffer('image/png'));
}

async function generate(photo: Buffer, title: string, genre: Genre, mood: Mood, variants: number) {
  return renderer.generate({
    photo,
    prompt: 'A bold thumbnail',
    genre,
    mood,
    title,
    resolution,
    preferences: EMPTY_PREFERENCES,
    variants,
  });
}

async function main(): Promise<void> {
  for (const { file, title, genre } of PHOTOS) {
    const name = file.replace(/\..*$/, '');
    const photo = (await normalizeUpload(readFileSync(join(PHOTOS_DIR, file)))).jpeg;

    const moods: Buffer[] = [];
    for (const mood of MOODS) {
      const [first] = await generate(photo, title, genre, mood, 1);
      if (!first) throw new Error('no image');
      const jpeg = await compose(first);
      save(`${name}-mood-${mood}.jpg`, jpeg);
      moods.push(jpeg);
    }
    contactSheet(moods, `${name}-moods.png`);

    const variants = await generate(photo, title, genre, 'exciting', 4);
    const layouts = await Promise.all(variants.map(compose));
    layouts.forEach((jpeg, i) => save(`${name}-variant-${i}.jpg`, jpeg));
    contactSheet(layouts, `${name}-variants.png`);

    const genres: Buffer[] = [];
    for (const [i, other] of EXTRA_GENRES.entries()) {
      // Variant i of a generation of i + 1: each genre is shown in another layout and mood.
      const images = await generate(photo, title, other, MOODS[i] ?? 'fun', i + 1);
      const image = images[i];
      if (!image) throw new Error('no image');
      genres.push(await compose(image));
    }
    contactSheet(genres, `${name}-genres.png`);

    const edits: Buffer[] = [];
    for (const prompt of EDITS) {
      const [start] = variants;
      if (!start) throw new Error('no image');
      const edited = await renderer.edit({
        image: start,
        prompt,
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      edits.push(await compose(edited));
      process.stdout.write(
        `${name}: "${prompt}" -> applied ${JSON.stringify(edited.applied)}, not understood ${JSON.stringify(edited.notUnderstood)}\n`,
      );
    }
    contactSheet(edits, `${name}-edits.png`);
    process.stdout.write(`${name}: done\n`);
  }
}

await main();
