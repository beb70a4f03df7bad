import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { createInstantAnalyser } from '../../../test/support/instant-analyser.js';
import { editLayeredImage, paintLayeredImages } from '../../core/thumbnails/painting/index.js';
import { decodePixels } from '../imaging/image-stats.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { createLocalRenderer } from './local-renderer.js';
import { readSceneSource } from './scene-chunk.js';

/*
 * A split with the creator's second photo: its subject cut out on the other half, kept through
 * edits; without one, that half shows the creator's subject again, as the rival or the "before"
 * (one-photo-split.ts), never an empty half.
 */

const renderer = createLocalRenderer({ analyser: createInstantAnalyser() });
let blue: Uint8Array;
let green: Uint8Array;

async function solid(colour: string): Promise<Uint8Array> {
  const canvas = createCanvas(400, 400);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 400, 400);
  return (await normalizeUpload(canvas.toBuffer('image/png'))).jpeg;
}

beforeAll(async () => {
  [blue, green] = await Promise.all([solid('#1040ff'), solid('#10e020')]);
});

/** The mean colour of a small square around (x, y), as fractions of the art. */
function colourAt(art: Uint8Array, x: number, y: number): [number, number, number] {
  const { width, height, data } = decodePixels(art);
  const sum = [0, 0, 0];
  let count = 0;
  for (let py = Math.round(y * height) - 5; py <= Math.round(y * height) + 5; py += 1) {
    for (let px = Math.round(x * width) - 5; px <= Math.round(x * width) + 5; px += 1) {
      const at = (py * width + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[at + channel]!;
      count += 1;
    }
  }
  return sum.map((value) => value / count) as [number, number, number];
}

const isGreen = ([red, green, blue]: [number, number, number]) =>
  green > 150 && green > red + 80 && green > blue + 80;
const isBlue = ([red, green, blue]: [number, number, number]) =>
  blue > 150 && blue > red + 80 && blue > green + 40;

function versus(things: Uint8Array[]) {
  return paintLayeredImages(renderer, {
    photo: blue,
    things,
    prompt: 'me versus this',
    genre: 'gaming',
    mood: 'professional',
    title: 'Which One Wins',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    variants: 1,
  });
}

describe('a split with a second photo', () => {
  it('cuts the second photo out on the other half, and keeps it through an edit', async () => {
    const [image] = await versus([green]);
    // The creator on the right half, the second subject where its twin stands on the left.
    expect(isBlue(colourAt(image!.baseArt, 0.72, 0.75))).toBe(true);
    expect(isGreen(colourAt(image!.baseArt, 0.22, 0.75))).toBe(true);
    expect(Buffer.from(readSceneSource(image!.baseArt)?.other?.photo ?? [])).toEqual(
      Buffer.from(green),
    );

    const edited = await editLayeredImage(renderer, {
      image: image!,
      prompt: 'make it brighter',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });
    expect(edited.baseArt).not.toEqual(image!.baseArt);
    expect(isGreen(colourAt(edited.baseArt, 0.22, 0.75))).toBe(true);
  });

  it('shows the creator again on the other half with one photo, and the reply says what a second would add', async () => {
    const [image] = await versus([]);
    const left = colourAt(image!.baseArt, 0.22, 0.75);
    const right = colourAt(image!.baseArt, 0.72, 0.75);
    expect(isBlue(right)).toBe(true);
    // The blue subject again, in the rival's colour: blue still, but not the same blue.
    expect(left[2]).toBeGreaterThan(left[0] + 80);
    expect(Math.abs(left[1] - right[1])).toBeGreaterThan(30);
    expect(image!.planned).toMatch(/add a photo of who or what you are up against/);
    expect(readSceneSource(image!.baseArt)?.other).toBeUndefined();
  });

  it('says the other photos wait for a split when none was asked', async () => {
    const [image] = await paintLayeredImages(renderer, {
      photo: blue,
      things: [green],
      prompt: 'me on a neon background',
      genre: 'gaming',
      mood: 'professional',
      title: 'Which One Wins',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      variants: 1,
    });
    expect(image!.planned).toContain(THUMBNAIL_MESSAGES.thingsOnlyInSplit);
    expect(readSceneSource(image!.baseArt)?.other).toBeUndefined();
  });
});
