/**
 * Renders the landing page's "after" thumbnails and hero with the local renderer and the
 * compositor, from the photos the page already serves, so what visitors see is what the product
 * makes. Writes WebP files to web/public/examples/ (never edit them by hand; run this again).
 *
 *   npm run render:landing
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Image, createCanvas } from '@napi-rs/canvas';
import { EMPTY_PREFERENCES, type Genre, type Mood, type Resolution } from '@thumbforge/contract';
import { createLocalRenderer } from '../src/adapters/local-renderer/local-renderer.js';
import { composeThumbnail } from '../src/adapters/imaging/compose-thumbnail.js';
import { normalizeUpload } from '../src/adapters/imaging/normalize-upload.js';
import { paintLayeredImages } from '../src/core/thumbnails/painting/index.js';

export interface LandingExample {
  /** File name in web/public/examples/, as landing-examples.ts in the web refers to it. */
  file: string;
  /** File name in web/public/photos/. */
  photo: string;
  title: string;
  genre: Genre;
  mood: Mood;
  /** What the creator asked for: the landing page shows the words on the picture. */
  prompt: string;
  /**
   * Which of the renderer's layouts (its variant order) to keep, chosen by looking at all of
   * them: the one that frames this photo's subject best beside a readable title.
   */
  variant: number;
}

export const LANDING_EXAMPLES: readonly LandingExample[] = [
  // Each photo's subject is what the title and genre are about: a pet vlog about the cat, a tech
  // explainer about the rocket, an education video about the astronaut, cooking about the latte.
  // The cat's face big on warm light rays, the title beside it.
  {
    file: 'vlog.webp',
    photo: 'chelsea.png',
    title: "A day in my cat's life",
    genre: 'vlogs',
    mood: 'happy',
    prompt: 'warm light rays',
    variant: 0,
  },
  // The rocket cut out with a glow over its own launch pad, blurred; the title where the sky is.
  {
    file: 'tech-tutorial.webp',
    photo: 'rocket.jpg',
    title: 'How rockets land themselves',
    genre: 'tech',
    mood: 'dramatic',
    prompt: 'A bold thumbnail',
    variant: 0,
  },
  // The astronaut in her launch suit over a starfield, the title clear of her on the right.
  {
    file: 'education.webp',
    photo: 'astronaut.png',
    title: 'How astronauts train for launch',
    genre: 'education',
    mood: 'professional',
    prompt: 'space background',
    variant: 3,
  },
  // The hero: the cup cut out on warm light rays, the title on the left.
  {
    file: 'hero-latte.webp',
    photo: 'coffee.png',
    title: 'The perfect latte at home',
    genre: 'cooking',
    mood: 'happy',
    prompt: 'warm light rays',
    variant: 0,
  },
];

const RESOLUTION: Resolution = '1280 x 720';
/** The landing page loads four of these; each stays under this. */
export const MAX_EXAMPLE_BYTES = 120 * 1024;
const WEBP_QUALITIES = [82, 76, 70, 64, 58];

const REPO = new URL('../../', import.meta.url);
export const PHOTOS_DIR = new URL('web/public/photos/', REPO).pathname;
export const EXAMPLES_DIR = new URL('web/public/examples/', REPO).pathname;

const renderer = createLocalRenderer();

/** The thumbnail as the product delivers it (the compositor's JPEG), from one example. */
async function renderJpeg(example: LandingExample, photosDir: string): Promise<Buffer> {
  const photo = (await normalizeUpload(readFileSync(join(photosDir, example.photo)))).jpeg;
  // Layouts come in a fixed order and the renderer draws no random numbers, so asking for
  // variant + 1 variants and keeping the last gives the same bytes on every run.
  const images = await paintLayeredImages(renderer, {
    photo,
    prompt: example.prompt,
    genre: example.genre,
    mood: example.mood,
    title: example.title,
    resolution: RESOLUTION,
    preferences: EMPTY_PREFERENCES,
    variants: example.variant + 1,
  });
  const image = images[example.variant];
  if (!image) throw new Error(`The renderer made no variant ${example.variant}`);
  return (await composeThumbnail({ ...image, resolution: RESOLUTION })).jpeg;
}

/** Re-encodes as WebP, which is far smaller than JPEG at the same look, under the size target. */
async function toWebp(jpeg: Buffer): Promise<Buffer> {
  const image = new Image();
  image.src = jpeg;
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  for (const quality of WEBP_QUALITIES) {
    const webp = await canvas.encode('webp', quality);
    if (webp.length < MAX_EXAMPLE_BYTES) return webp;
  }
  throw new RangeError(`A landing example stays over ${MAX_EXAMPLE_BYTES} bytes as WebP`);
}

/** Renders one example into `outDir` and returns the file's bytes. */
export async function renderLandingExample(
  example: LandingExample,
  { photosDir = PHOTOS_DIR, outDir = EXAMPLES_DIR } = {},
): Promise<Buffer> {
  const webp = await toWebp(await renderJpeg(example, photosDir));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, example.file), webp);
  return webp;
}

async function main(): Promise<void> {
  for (const example of LANDING_EXAMPLES) {
    const webp = await renderLandingExample(example);
    process.stdout.write(`${example.file}: ${Math.round(webp.length / 1024)} KB\n`);
  }
}

// Run as a script, not when a test imports the example list.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
