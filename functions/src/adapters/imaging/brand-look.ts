import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import { luma, saturation as saturationOf } from '../../core/colour/colour-math.js';
import { FACE_INPUT_MAX } from '../vision/analysis-protocol.js';
import { decodeImage } from './decode-image.js';
import { shrinkPng } from './shrink-png.js';

/** Every thumbnail is read at this size: 3,456 pixels, whatever the upload's resolution. */
export const LOOK_WIDTH = 72;
export const LOOK_HEIGHT = 48;
/** Titles are read finer: an outline a few pixels wide on a thumbnail must survive the shrink. */
const TITLE_WIDTH = 192;
const TITLE_HEIGHT = 108;

/**
 * What one thumbnail's pixels say, read at `LOOK_WIDTH` x `LOOK_HEIGHT`.
 * @public Exported for tsc's declaration of PIXEL_JOBS (render-pool/pixel-jobs.ts), which names it.
 */
export interface ThumbnailPixels {
  /** The downsampled pixels as packed RGB, for the clustering of colours over every thumbnail. */
  rgb: Uint8Array;
  /** Mean luma, 0 to 1. */
  brightness: number;
  /** Mean HSV saturation, 0 to 1. */
  saturation: number;
  /** Whether a title looks boxed (a band of one colour under bright letters) or outlined. */
  title: 'boxed' | 'outlined' | null;
  /** The thumbnail as a PNG at most `FACE_INPUT_MAX` a side: what its faces are found in. */
  small: Uint8Array;
}

const BRIGHT = 200;
const DARK = 50;

/** How far (in title-size pixels) an outline may sit from a letter's rim: past its anti-aliasing. */
const OUTLINE_REACH = 2;

/**
 * Bright letters edged in dark: the share of the rims of bright shapes that have a dark pixel just
 * outside. Only rims count, so a big title, whose letters are mostly inside, scores as high as a
 * small one: outlined titles score near 1; a bright sky or shirt, whose edges are soft, scores low.
 */
function outlinedShare(lumas: Float32Array): number {
  const margin = OUTLINE_REACH;
  const steps = [-1, 1, -TITLE_WIDTH, TITLE_WIDTH];
  let bright = 0;
  let rims = 0;
  let edged = 0;
  for (let y = margin; y < TITLE_HEIGHT - margin; y += 1) {
    for (let x = margin; x < TITLE_WIDTH - margin; x += 1) {
      const at = y * TITLE_WIDTH + x;
      if ((lumas[at] as number) < BRIGHT) continue;
      bright += 1;
      const outward = steps.filter((step) => (lumas[at + step] as number) < BRIGHT);
      if (outward.length === 0) continue;
      rims += 1;
      const dark = outward.some((step) =>
        Array.from({ length: OUTLINE_REACH }, (_, reach) => at + step * (reach + 1)).some(
          (near) => (lumas[near] as number) < DARK,
        ),
      );
      if (dark) edged += 1;
    }
  }
  return bright < TITLE_WIDTH || rims === 0 ? 0 : edged / rims;
}

/** Luma of every pixel of the image drawn at `width` x `height`. */
function lumasAt(image: Canvas, width: number, height: number): Float32Array {
  const data = drawnPixels(image, width, height);
  const lumas = new Float32Array(width * height);
  for (let i = 0; i < lumas.length; i += 1) {
    lumas[i] = luma(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!);
  }
  return lumas;
}

function drawnPixels(image: Canvas, width: number, height: number): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#000000';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

/**
 * A box behind a title: a run of rows (at least a tenth of the height) where most pixels share
 * one saturated colour and some are bright letters on it.
 */
function hasBox(rgb: Uint8Array, lumas: Float32Array): boolean {
  let run = 0;
  for (let y = 0; y < LOOK_HEIGHT; y += 1) {
    const counts = new Map<number, number>();
    let letters = 0;
    for (let x = 0; x < LOOK_WIDTH; x += 1) {
      const at = y * LOOK_WIDTH + x;
      const [red, green, blue] = [rgb[at * 3]!, rgb[at * 3 + 1]!, rgb[at * 3 + 2]!];
      if ((lumas[at] as number) >= BRIGHT && saturationOf(red, green, blue) < 0.2) letters += 1;
      if (saturationOf(red, green, blue) < 0.5) continue;
      // Colours in steps of 32 per channel, so one flat colour lands in one bucket.
      const bucket = ((red >> 5) << 6) | ((green >> 5) << 3) | (blue >> 5);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    const flat = Math.max(0, ...counts.values()) >= LOOK_WIDTH * 0.45;
    run = flat && letters > 0 ? run + 1 : 0;
    if (run >= LOOK_HEIGHT / 10) return true;
  }
  return false;
}

/**
 * The thumbnail decoded once, straight to the size the faces are found at (the largest it is read
 * at): a PNG shrinks while it loads, never held at full size; a JPEG or WebP, whose decoder here
 * has no shrink-on-load, is drawn small at once and its full-size pixels let go.
 */
async function decodeSmall(bytes: Uint8Array): Promise<Canvas> {
  const shrunk = await shrinkPng(bytes, FACE_INPUT_MAX);
  if (shrunk) {
    const canvas = createCanvas(shrunk.width, shrunk.height);
    canvas
      .getContext('2d')
      .putImageData(new ImageData(shrunk.rgba, shrunk.width, shrunk.height), 0, 0);
    return canvas;
  }
  const image = decodeImage(bytes);
  const scale = Math.min(1, FACE_INPUT_MAX / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#000000';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/**
 * One thumbnail read small: its colours, light and title treatment. Bounded: whatever the upload's
 * size, it is decoded once at a small size and read from that at two smaller ones.
 */
export async function readThumbnailPixels(bytes: Uint8Array): Promise<ThumbnailPixels> {
  const image = await decodeSmall(bytes);
  const data = drawnPixels(image, LOOK_WIDTH, LOOK_HEIGHT);
  const count = LOOK_WIDTH * LOOK_HEIGHT;
  const rgb = new Uint8Array(count * 3);
  const lumas = new Float32Array(count);
  let brightness = 0;
  let saturation = 0;
  for (let i = 0; i < count; i += 1) {
    const [red, green, blue] = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!];
    rgb.set([red, green, blue], i * 3);
    lumas[i] = luma(red, green, blue);
    brightness += (lumas[i] as number) / 255;
    saturation += saturationOf(red, green, blue);
  }
  const title = hasBox(rgb, lumas)
    ? 'boxed'
    : outlinedShare(lumasAt(image, TITLE_WIDTH, TITLE_HEIGHT)) > 0.35
      ? 'outlined'
      : null;
  const small = new Uint8Array(await image.encode('png'));
  return { rgb, brightness: brightness / count, saturation: saturation / count, title, small };
}

/** @public Exported for tsc's declaration of PIXEL_JOBS (render-pool/pixel-jobs.ts), which names it. */
export interface ColourCluster {
  rgb: [number, number, number];
  /** Its share of all the pixels clustered, 0 to 1. */
  share: number;
}

const ITERATIONS = 12;

/**
 * K-means over packed RGB pixels, seeded deterministically (k-means++ with the farthest pixel
 * rather than a random one), `ITERATIONS` rounds at most: bounded work, the same answer for the
 * same thumbnails. Clusters come biggest first.
 */
export function clusterColours(rgb: Uint8Array, k: number): ColourCluster[] {
  const count = Math.floor(rgb.length / 3);
  if (count === 0) return [];
  const pixel = (i: number): [number, number, number] => [
    rgb[i * 3]!,
    rgb[i * 3 + 1]!,
    rgb[i * 3 + 2]!,
  ];
  const distance = (a: readonly number[], b: readonly number[]) =>
    (a[0]! - b[0]!) ** 2 + (a[1]! - b[1]!) ** 2 + (a[2]! - b[2]!) ** 2;
  const centres: [number, number, number][] = [pixel(0)];
  const nearest = new Float64Array(count).fill(Infinity);
  while (centres.length < Math.min(k, count)) {
    const last = centres.at(-1)!;
    let far = 0;
    for (let i = 0; i < count; i += 1) {
      nearest[i] = Math.min(nearest[i] as number, distance(pixel(i), last));
      if ((nearest[i] as number) > (nearest[far] as number)) far = i;
    }
    if (nearest[far] === 0) break;
    centres.push(pixel(far));
  }
  const owner = new Int32Array(count);
  for (let round = 0; round < ITERATIONS; round += 1) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    let moved = false;
    for (let i = 0; i < count; i += 1) {
      const here = pixel(i);
      let best = 0;
      for (let c = 1; c < centres.length; c += 1) {
        if (distance(here, centres[c]!) < distance(here, centres[best]!)) best = c;
      }
      if (owner[i] !== best) moved = true;
      owner[i] = best;
      const sum = sums[best]!;
      sum[0]! += here[0];
      sum[1]! += here[1];
      sum[2]! += here[2];
      sum[3]! += 1;
    }
    sums.forEach((sum, c) => {
      if (sum[3]! > 0) centres[c] = [sum[0]! / sum[3]!, sum[1]! / sum[3]!, sum[2]! / sum[3]!];
    });
    if (!moved && round > 0) break;
  }
  const sizes = centres.map(() => 0);
  for (let i = 0; i < count; i += 1) sizes[owner[i] as number]! += 1;
  return centres
    .map((centre, c) => ({
      rgb: centre.map(Math.round) as [number, number, number],
      share: sizes[c]! / count,
    }))
    .filter((cluster) => cluster.share > 0)
    .sort((a, b) => b.share - a.share);
}
