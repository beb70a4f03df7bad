import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { createInstantAnalyser } from '../../../test/support/instant-analyser.js';
import { editLayeredImage, paintLayeredImages } from '../../core/thumbnails/painting/index.js';
import { composeThumbnail } from '../imaging/compose-thumbnail.js';
import { decodePixels } from '../imaging/image-stats.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { createLocalRenderer } from './local-renderer.js';
import { measureScene } from './measure-scene.js';
import { readSceneSource } from './scene-chunk.js';

/*
 * A split with the creator's second photo: its subject cut out on the other half, kept through
 * edits and measured as drawn; without one, no split is drawn and the reply says what a second
 * photo would add.
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

  it('measures the second subject as drawn: its half is neither a callout nor empty', async () => {
    const [image] = await versus([green]);
    const { jpeg } = await composeThumbnail({ ...image!, resolution: '1280 x 720' });
    const measured = measureScene(image!, jpeg)!;
    const { width, height } = measured.frame;
    let marked = 0;
    let subject = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width / 2 - 20; x += 1) {
        if (measured.geometry.marks[y * width + x]) marked += 1;
        if ((measured.geometry.mask[y * width + x] as number) >= 128) subject += 1;
      }
    }
    const half = (width / 2) * height;
    expect(marked / half).toBeLessThan(0.01);
    expect(subject / half).toBeGreaterThan(0.2);
  });

  it('draws no split of one photo, and the reply says what a second would add', async () => {
    const [image] = await versus([]);
    expect(readSceneSource(image!.baseArt)?.scene.layout).not.toBe('split');
    expect(image!.planned).toContain(THUMBNAIL_MESSAGES.secondPhotoWanted('versus'));
    expect(readSceneSource(image!.baseArt)?.other).toBeUndefined();
  });

  it('never splits a one-photo thumbnail in an edit: the versus is said to be unmade', async () => {
    const [image] = await versus([]);
    const edited = await editLayeredImage(renderer, {
      image: image!,
      prompt: 'make it a versus',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });
    expect(edited.applied).toEqual([]);
    expect(edited.notUnderstood.join(' ')).toMatch(/split it into a versus/);
    expect(Buffer.from(edited.baseArt).equals(Buffer.from(image!.baseArt))).toBe(true);
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
