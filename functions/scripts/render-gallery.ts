/**
 * Renders thumbnails of the fixture photos with the local renderer and the compositor, so a person
 * can look at them: one contact sheet per mood (every photo in three genres, all ten genres in
 * all, the layouts taking turns), and per photo its layouts and a few edits. Writes the JPEGs and
 * PNG contact sheets to screenshots/renders/ (git-ignored), or to RENDER_GALLERY_DIR.
 *
 *   npm run render:gallery
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
import {
  createLocalRenderer,
  MAX_VARIANTS,
} from '../src/adapters/embedded/local-renderer/local-renderer.js';
import { composeThumbnail } from '../src/adapters/imaging/compose-thumbnail.js';
import { normalizeUpload } from '../src/adapters/imaging/normalize-upload.js';
import type { LayeredImage } from '../src/core/ports/image-model.port.js';

/** The fixture photos, as the repository keeps them for the landing page (see SOURCES.md). */
const PHOTOS_DIR = new URL('../../web/public/photos/', import.meta.url).pathname;
const OUT_DIR =
  process.env.RENDER_GALLERY_DIR ?? new URL('../../screenshots/renders/', import.meta.url).pathname;

/** The first genre suits the photo; between them the photos show every genre's palette. */
const PHOTOS: { file: string; title: string; genres: [Genre, Genre, Genre] }[] = [
  { file: 'astronaut.png', title: 'My First Spacewalk', genres: ['education', 'fitness', 'vlogs'] },
  {
    file: 'rocket.jpg',
    title: 'Falcon 9 Launch: Every Second Explained',
    genres: ['tech', 'travel', 'entertainment'],
  },
  { file: 'chelsea.png', title: 'Cat Reacts To Cucumber', genres: ['gaming', 'music', 'fashion'] },
  { file: 'coffee.png', title: 'Perfect Latte At Home', genres: ['cooking', 'vlogs', 'travel'] },
];
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

/** A PNG grid of thumbnails, scaled down: one file to look at per question. */
function contactSheet(jpegs: Buffer[], file: string, columns = 2, cellWidth = 640): void {
  const cellHeight = Math.round((cellWidth * 9) / 16);
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

/** Variant `variant` of a generation: the renderer gives each variant its own layout, in order. */
async function render(photo: Buffer, title: string, genre: Genre, mood: Mood, variant: number) {
  const image = (await generate(photo, title, genre, mood, variant + 1))[variant];
  if (!image) throw new Error('no image');
  return compose(image);
}

async function main(): Promise<void> {
  const photos = await Promise.all(
    PHOTOS.map(async (entry) => ({
      ...entry,
      name: entry.file.replace(/\..*$/, ''),
      photo: (await normalizeUpload(readFileSync(join(PHOTOS_DIR, entry.file)))).jpeg,
    })),
  );

  // A row per photo, a column per genre; the layout moves along so each sheet shows them all.
  for (const mood of MOODS) {
    const cells: Buffer[] = [];
    for (const [row, { name, photo, title, genres }] of photos.entries()) {
      for (const [column, genre] of genres.entries()) {
        const jpeg = await render(photo, title, genre, mood, (row + column) % MAX_VARIANTS);
        save(`${name}-${mood}-${genre}.jpg`, jpeg);
        cells.push(jpeg);
      }
    }
    contactSheet(cells, `mood-${mood}.png`, 3, 480);
    process.stdout.write(`mood ${mood}: done\n`);
  }

  for (const { name, photo, title, genres } of photos) {
    const variants = await generate(photo, title, genres[0], 'exciting', MAX_VARIANTS);
    const layouts = await Promise.all(variants.map(compose));
    layouts.forEach((jpeg, i) => save(`${name}-variant-${i}.jpg`, jpeg));
    contactSheet(layouts, `${name}-variants.png`);

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
