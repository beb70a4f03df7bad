/**
 * Renders thumbnails of the fixture photos with the local renderer and the compositor, so a person
 * can look at them as a creator deciding whether to post: one contact sheet per photo and
 * resolution. Row 1: the four variants of one generation (their layouts, backgrounds and
 * palettes), with the pairwise perceptual-hash distances printed. Row 2: prompts that exercise
 * every background, callout and the versus split. Row 3: edits of the first variant. Then the
 * creator prompts corpus (test/support/creator-prompts.ts), one thumbnail each at HD with the
 * reply printed beside its number, on the astronaut or, for prompts about several people, on a
 * group photo made from her. Writes the JPEGs and PNG sheets to screenshots/renders/
 * (git-ignored), or to RENDER_GALLERY_DIR.
 *
 *   npm run render:gallery
 *   RENDER_GALLERY_ONLY=chelsea npm run render:gallery   (one photo, to look at one fix quickly)
 *   RENDER_GALLERY_ONLY=corpus npm run render:gallery    (the corpus only)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, Image } from '@napi-rs/canvas';
import {
  EMPTY_PREFERENCES,
  FEED_CHECK_IDS,
  RESOLUTIONS,
  type FeedCheckId,
  type Genre,
  type Mood,
  type Resolution,
} from '@thumbforge/contract';
import {
  createLocalRenderer,
  MAX_VARIANTS,
} from '../src/adapters/local-renderer/local-renderer.js';
import { composeThumbnail } from '../src/adapters/imaging/compose-thumbnail.js';
import { createFaceLikeness } from '../src/adapters/local-renderer/face-likeness.js';
import { normalizeUpload } from '../src/adapters/imaging/normalize-upload.js';
import { measureFeed } from '../src/adapters/imaging/measure-feed.js';
import { hashDistance, perceptualHash } from '../src/adapters/imaging/perceptual-hash.js';
import { runFeedCheck } from '../src/core/feed-check/check-feed.js';
import type { LayeredImage } from '../src/core/ports/image-model.port.js';
import { editLayeredImage, paintLayeredImages } from '../src/core/thumbnails/painting/index.js';
import { generatedReply } from '../src/core/thumbnails/index.js';
import { CREATOR_PROMPTS } from '../test/support/creator-prompts.js';
import { groupPhoto } from '../test/support/group-photo.js';

/** The fixture photos, as the repository keeps them for the landing page (see SOURCES.md). */
const PHOTOS_DIR = new URL('../../web/public/photos/', import.meta.url).pathname;
const OUT_DIR =
  process.env.RENDER_GALLERY_DIR ?? new URL('../../screenshots/renders/', import.meta.url).pathname;

interface Photo {
  file: string;
  title: string;
  genre: Genre;
  mood: Mood;
  prompt: string;
}

const PHOTOS: Photo[] = [
  {
    file: 'astronaut.png',
    title: 'My First Spacewalk',
    genre: 'education',
    mood: 'exciting',
    prompt: 'me looking excited, big arrow pointing at my face',
  },
  {
    file: 'rocket.jpg',
    title: 'Falcon 9 Launch: Every Second Explained',
    genre: 'tech',
    mood: 'dramatic',
    prompt: 'the rocket with a red circle around it',
  },
  {
    file: 'chelsea.png',
    title: 'My Cat Rated Every Console',
    genre: 'gaming',
    mood: 'dramatic',
    prompt:
      'cat looking shocked at a glowing game controller, neon background, big arrow pointing at the cat',
  },
  {
    file: 'coffee.png',
    title: 'Perfect Latte At Home',
    genre: 'cooking',
    mood: 'happy',
    prompt: 'a "!" badge next to the cup, warm light rays',
  },
];

/** Each background kind and callout at least once, and the split. */
const PROMPTS = [
  'space background with a yellow star sticker',
  'fire background, yellow glow, a "?" badge',
  'gradient of purple and blue background, circle the face in yellow',
  'me vs my rival',
];
const EDITS = [
  'add a red arrow pointing at her face',
  'make the background neon and remove the glow',
  'swap sides',
  'make the title red, put the text at the top and make it darker',
];

const renderer = createLocalRenderer();
const likeness = createFaceLikeness();

/** Other tools may clear screenshots/ while this runs, so every write makes sure of its folder. */
function save(file: string, bytes: Buffer): void {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, file), bytes);
}

/** How many of the gallery's thumbnails each feed check warned on: a check that warns on most is wrong. */
const warnings = new Map<FeedCheckId, number>(FEED_CHECK_IDS.map((id) => [id, 0]));
let checked = 0;

async function compose(
  image: LayeredImage,
  resolution: Resolution,
  photo: Uint8Array,
): Promise<Buffer> {
  const { jpeg } = await composeThumbnail({ ...image, resolution });
  const checks = await runFeedCheck(
    { jpeg, baseArt: image.baseArt, titleLayer: image.titleLayer, resolution },
    { measureFeed: async (request) => measureFeed(request) },
    { photo, meter: likeness },
  );
  checked += 1;
  for (const check of checks) {
    if (check.status === 'warn') warnings.set(check.id, (warnings.get(check.id) ?? 0) + 1);
  }
  return jpeg;
}

function warningRates(): string {
  const rates = [...warnings].map(
    ([id, count]) => `${id} ${Math.round((100 * count) / Math.max(1, checked))}% (${count})`,
  );
  return `feed check warnings over ${checked} thumbnails: ${rates.join(', ')}\n`;
}

/** A PNG grid of thumbnails, scaled down: one file to look at per question. */
function contactSheet(jpegs: Buffer[], file: string, columns = 4, cellWidth = 480): void {
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

function generate(photo: Buffer, entry: Photo, prompt: string, resolution: Resolution, n: number) {
  return paintLayeredImages(renderer, {
    photo,
    prompt,
    genre: entry.genre,
    mood: entry.mood,
    title: entry.title,
    resolution,
    preferences: EMPTY_PREFERENCES,
    variants: n,
  });
}

/** Pairwise perceptual-hash distances (of 64 bits) between a generation's variants. */
function distances(jpegs: Buffer[]): number[] {
  const hashes = jpegs.map(perceptualHash);
  const found: number[] = [];
  for (let i = 0; i < hashes.length; i += 1) {
    for (let j = i + 1; j < hashes.length; j += 1) found.push(hashDistance(hashes[i]!, hashes[j]!));
  }
  return found;
}

/** Prompts about several people, drawn on the group photo. */
const ABOUT_PEOPLE = /\b(us|our|three|left one|just me|only)\b/i;

/** The corpus, one HD thumbnail per prompt, 16 to a sheet, each reply printed by its number. */
async function renderCorpus(): Promise<void> {
  const astronaut = (await normalizeUpload(readFileSync(join(PHOTOS_DIR, 'astronaut.png')))).jpeg;
  const group = (await normalizeUpload(await groupPhoto())).jpeg;
  const cells: Buffer[] = [];
  for (const [i, entry] of CREATOR_PROMPTS.entries()) {
    const photo = ABOUT_PEOPLE.test(entry.prompt) ? group : astronaut;
    const [image] = await generate(
      photo,
      { file: '', title: 'Every Ask Answered', genre: entry.genre, mood: 'exciting', prompt: '' },
      entry.prompt,
      '1280 x 720',
      1,
    );
    if (!image) throw new Error('no image');
    cells.push(await compose(image, '1280 x 720', photo));
    const reply = generatedReply(1, 'Every Ask Answered', 1, image.notDrawn, image.planned);
    process.stdout.write(`corpus ${i + 1} (${entry.genre}) "${entry.prompt}": ${reply}\n`);
  }
  cells.forEach((jpeg, i) => save(`corpus-${i + 1}.jpg`, jpeg));
  for (let from = 0; from < cells.length; from += 16) {
    contactSheet(cells.slice(from, from + 16), `corpus-${from + 1}-${from + 16}.png`);
  }
}

async function main(): Promise<void> {
  const all: number[] = [];
  const only = process.env.RENDER_GALLERY_ONLY;
  for (const entry of PHOTOS) {
    const name = entry.file.replace(/\..*$/, '');
    if (only && name !== only) continue;
    const photo = (await normalizeUpload(readFileSync(join(PHOTOS_DIR, entry.file)))).jpeg;
    for (const { value: resolution, width } of RESOLUTIONS) {
      const cells: Buffer[] = [];
      const started = Date.now();
      const variants = await generate(photo, entry, entry.prompt, resolution, MAX_VARIANTS);
      const generated = Date.now() - started;
      const layouts = await Promise.all(variants.map((image) => compose(image, resolution, photo)));
      cells.push(...layouts);
      const apart = distances(layouts);
      all.push(...apart);
      process.stdout.write(
        `${name} ${width}: "${entry.prompt}" in ${generated} ms; variant pHash distances ` +
          `${apart.join(', ')} (min ${Math.min(...apart)}); not drawn ${JSON.stringify(variants[0]?.notDrawn ?? [])}\n`,
      );

      for (const [i, prompt] of PROMPTS.entries()) {
        const images = await generate(photo, entry, prompt, resolution, i + 1);
        const image = images[i];
        if (!image) throw new Error('no image');
        cells.push(await compose(image, resolution, photo));
        process.stdout.write(
          `${name} ${width}: "${prompt}" variant ${i + 1}, not drawn ${JSON.stringify(image.notDrawn ?? [])}\n`,
        );
      }

      const [start] = variants;
      if (!start) throw new Error('no image');
      for (const prompt of EDITS) {
        const edited = await editLayeredImage(renderer, {
          image: start,
          prompt,
          history: [],
          preferences: EMPTY_PREFERENCES,
        });
        cells.push(await compose(edited, resolution, photo));
        process.stdout.write(
          `${name} ${width}: edit "${prompt}" -> applied ${JSON.stringify(edited.applied)}, ` +
            `not understood ${JSON.stringify(edited.notUnderstood)}\n`,
        );
      }
      cells.forEach((jpeg, i) => save(`${name}-${width}-${i + 1}.jpg`, jpeg));
      contactSheet(cells, `${name}-${width}.png`);
    }
  }
  if (!only || only === 'corpus') await renderCorpus();
  if (all.length > 0) {
    process.stdout.write(
      `variant pHash distance over every generation: min ${Math.min(...all)}, ` +
        `median ${[...all].sort((a, b) => a - b)[Math.floor(all.length / 2)]}, max ${Math.max(...all)}\n`,
    );
  }
  process.stdout.write(warningRates());
}

await main();
