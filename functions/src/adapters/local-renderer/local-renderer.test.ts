import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_PREFERENCES,
  GENRES,
  MOODS,
  titleLayerSchema,
  type Mood,
  type TitleLayer,
} from '@thumbforge/contract';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import type { LayeredImage } from '../../core/ports/image-model.port.js';
import { composeThumbnail } from '../imaging/compose-thumbnail.js';
import {
  decodePixels,
  imageStats,
  meanDifference,
  type ImageStats,
} from '../imaging/image-stats.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { UnsupportedImage } from '../../core/errors.js';
import { editLayeredImage, paintLayeredImages } from '../../core/thumbnails/painting/index.js';
import { GENRE_PALETTES } from '../../core/thumbnails/layout/index.js';
import { createLocalRenderer } from './local-renderer.js';
import { luma } from '../../core/colour/colour-math.js';

const renderer = createLocalRenderer();
let photo: Buffer;

beforeAll(async () => {
  photo = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/coffee.png`))).jpeg;
});

async function generate(changes: { mood?: Mood; variants?: number; prompt?: string } = {}) {
  return paintLayeredImages(renderer, {
    photo,
    prompt: changes.prompt ?? 'A cosy thumbnail',
    genre: 'cooking',
    mood: changes.mood ?? 'exciting',
    title: 'Perfect Latte At Home',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    variants: changes.variants ?? 1,
  });
}

async function first(changes: Parameters<typeof generate>[0] = {}): Promise<LayeredImage> {
  const [image] = await generate(changes);
  if (!image) throw new Error('no image generated');
  return image;
}

describe('local renderer: generate', () => {
  it('grades each mood measurably differently', async () => {
    const measured = await Promise.all(
      MOODS.map(async (mood) => [mood, imageStats((await first({ mood })).baseArt)] as const),
    );
    const stats = Object.fromEntries(measured) as Record<Mood, ImageStats>;
    const { exciting, happy, dramatic, professional, fun, serious } = stats;
    expect(happy.luminance).toBeGreaterThan(dramatic.luminance + 15);
    expect(happy.luminance).toBeGreaterThan(serious.luminance + 15);
    expect(professional.luminance).toBeGreaterThan(serious.luminance);
    expect(dramatic.luminance).toBeLessThan(exciting.luminance);
    expect(exciting.saturation).toBeGreaterThan(professional.saturation + 0.05);
    expect(fun.saturation).toBeGreaterThan(professional.saturation + 0.05);
    expect(serious.saturation).toBeLessThan(professional.saturation);
    expect(exciting.warmth).toBeGreaterThan(professional.warmth + 10);
    expect(happy.warmth).toBeGreaterThan(serious.warmth + 10);
    // Every pair of moods is visibly apart on at least one measure.
    for (const a of MOODS) {
      for (const b of MOODS) {
        if (a >= b) continue;
        const distance =
          Math.abs(stats[a].luminance - stats[b].luminance) +
          100 * Math.abs(stats[a].saturation - stats[b].saturation) +
          Math.abs(stats[a].warmth - stats[b].warmth);
        expect(distance, `${a} vs ${b}`).toBeGreaterThan(6);
      }
    }
  });

  it.each([2, 3])(
    'makes %i visibly different variants with valid title layers',
    async (variants) => {
      const images = await generate({ variants });
      expect(images).toHaveLength(variants);
      const composed = await Promise.all(
        images.map(async (image) =>
          decodePixels((await composeThumbnail({ ...image, resolution: '1280 x 720' })).jpeg),
        ),
      );
      for (let i = 0; i < composed.length; i += 1) {
        expect(titleLayerSchema.safeParse(images[i]?.titleLayer).success).toBe(true);
        expect(images[i]?.titleLayer.text).toBe('Perfect Latte At Home');
        for (let j = i + 1; j < composed.length; j += 1) {
          expect(meanDifference(composed[i]!, composed[j]!)).toBeGreaterThan(15);
          expect(images[i]?.titleLayer.position).not.toEqual(images[j]?.titleLayer.position);
        }
      }
    },
  );

  it('makes base art at exactly the output resolution', async () => {
    const [image] = await paintLayeredImages(renderer, {
      photo,
      prompt: '',
      genre: 'tech',
      mood: 'serious',
      title: 'x',
      resolution: '1920 x 1080',
      preferences: EMPTY_PREFERENCES,
      variants: 1,
    });
    const stats = imageStats(image!.baseArt);
    expect([stats.width, stats.height]).toEqual([1920, 1080]);
  });

  it('gives each genre its own palette', async () => {
    const accents = new Set(GENRES.map((genre) => GENRE_PALETTES[genre].accent));
    expect(accents.size).toBe(GENRES.length);
    const images = await Promise.all(
      (['gaming', 'travel'] as const).map((genre) =>
        paintLayeredImages(renderer, {
          photo,
          prompt: '',
          genre,
          mood: 'fun',
          title: 'Same',
          resolution: '1280 x 720',
          preferences: EMPTY_PREFERENCES,
          variants: 1,
        }),
      ),
    );
    expect(images[0]?.[0]?.titleLayer.style).not.toEqual(images[1]?.[0]?.titleLayer.style);
    expect(
      meanDifference(decodePixels(images[0]![0]!.baseArt), decodePixels(images[1]![0]!.baseArt)),
    ).toBeGreaterThan(3);
  });

  it('does what the description asks when it can', async () => {
    const image = await first({ prompt: 'black and white please, with a red border' });
    expect(imageStats(image.baseArt).saturation).toBeLessThan(0.02);
    expect(image.titleLayer.style.frame).toBe('#ff2a2a');
  });

  it('refuses a photo it cannot decode and a variant count it cannot make', async () => {
    await expect(
      paintLayeredImages(renderer, {
        photo: new Uint8Array([1, 2, 3]),
        prompt: '',
        genre: 'music',
        mood: 'fun',
        title: 't',
        resolution: '1280 x 720',
        preferences: EMPTY_PREFERENCES,
        variants: 1,
      }),
    ).rejects.toThrow(UnsupportedImage);
    await expect(generate({ variants: 0 })).rejects.toThrow(RangeError);
    await expect(generate({ variants: 9 })).rejects.toThrow(RangeError);
  });
});

describe('local renderer: edit', () => {
  let start: LayeredImage;
  beforeAll(async () => {
    start = await first({ mood: 'professional' });
  });

  async function edit(prompt: string, image = start) {
    return editLayeredImage(renderer, {
      image,
      prompt,
      history: [],
      preferences: EMPTY_PREFERENCES,
    });
  }

  it.each<[string, (before: ImageStats, after: ImageStats) => boolean]>([
    ['brighter', (before, after) => after.luminance > before.luminance + 10],
    ['darker', (before, after) => after.luminance < before.luminance - 10],
    ['more colour', (before, after) => after.saturation > before.saturation + 0.04],
    ['black and white', (_before, after) => after.saturation < 0.02],
    ['warmer', (before, after) => after.warmth > before.warmth + 10],
    ['cooler', (before, after) => after.warmth < before.warmth - 10],
  ])('%s changes the base art as asked', async (prompt, check) => {
    const edited = await edit(prompt);
    expect(check(imageStats(start.baseArt), imageStats(edited.baseArt))).toBe(true);
    expect(edited.titleLayer).toEqual(start.titleLayer);
    expect(edited.notUnderstood).toEqual([]);
  });

  it('more contrast spreads the tones', async () => {
    const spread = (bytes: Uint8Array) => {
      const { data } = decodePixels(bytes);
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < data.length; i += 4) {
        const grey = luma(data[i]!, data[i + 1]!, data[i + 2]!);
        sum += grey;
        squares += grey * grey;
      }
      const n = data.length / 4;
      return Math.sqrt(squares / n - (sum / n) ** 2);
    };
    expect(spread((await edit('more contrast')).baseArt)).toBeGreaterThan(
      spread(start.baseArt) * 1.1,
    );
  });

  it.each(['zoom in', 'zoom out', 'blur the background'])(
    '%s changes the pixels, not the size',
    async (prompt) => {
      const edited = await edit(prompt);
      const before = decodePixels(start.baseArt);
      const after = decodePixels(edited.baseArt);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      expect(meanDifference(before, after)).toBeGreaterThan(2);
      expect(edited.applied).toHaveLength(1);
    },
  );

  it('blurring a detailed background softens it', async () => {
    const detail = (bytes: Uint8Array) => {
      const { width, height, data } = decodePixels(bytes);
      let sum = 0;
      for (let y = 0; y < height; y += 2) {
        for (let x = 1; x < width; x += 2)
          sum += Math.abs(data[(y * width + x) * 4]! - data[(y * width + x - 1) * 4]!);
      }
      return sum;
    };
    // A flat drawn background has no detail to soften; a halftone one has plenty.
    const dotted = await first({ mood: 'professional', prompt: 'halftone background' });
    const blurred = await edit('blur the background', dotted);
    expect(detail(blurred.baseArt)).toBeLessThan(detail(dotted.baseArt) * 0.9);
  });

  it('changes the title text in the layer and the composite, never the base art', async () => {
    const edited = await edit('change the text to "GAME OVER"');
    expect(edited.titleLayer.text).toBe('GAME OVER');
    expect(edited.baseArt).toBe(start.baseArt);
    expect(edited.applied).toEqual(['changed the title to "GAME OVER"']);
    const before = await composeThumbnail({ ...start, resolution: '1280 x 720' });
    const after = await composeThumbnail({ ...edited, resolution: '1280 x 720' });
    const [a, b] = [decodePixels(before.jpeg), decodePixels(after.jpeg)];
    expect(meanDifference(a, b, before.titleBounds)).toBeGreaterThan(10);
    // Away from the title (on the other side, whichever layout the variant chose), the
    // thumbnails are the same picture.
    const { x, y, width, height } = before.titleBounds;
    const away = {
      x: x + width / 2 < 640 ? 1000 : 80,
      y: y + height < 400 ? 500 : 20,
      width: 200,
      height: 200,
    };
    expect(meanDifference(a, b, away)).toBeLessThan(1);
  });

  it.each<[string, (before: TitleLayer, after: TitleLayer) => boolean]>([
    ['bigger text', (before, after) => after.style.scale > before.style.scale],
    ['smaller text', (before, after) => after.style.scale < before.style.scale],
    ['move the text to the top', (before, after) => after.position.box.y < before.position.box.y],
    ['make the title pink', (_before, after) => after.style.fill === '#ff4fb0'],
  ])('%s changes only the title layer', async (prompt, check) => {
    const edited = await edit(prompt);
    expect(check(start.titleLayer, edited.titleLayer)).toBe(true);
    expect(edited.baseArt).toBe(start.baseArt);
  });

  it('bigger text paints a bigger title', async () => {
    const before = await composeThumbnail({ ...start, resolution: '1280 x 720' });
    const edited = await edit('bigger text');
    const after = await composeThumbnail({ ...edited, resolution: '1280 x 720' });
    expect(after.titleBounds.height * after.titleBounds.width).toBeGreaterThan(
      before.titleBounds.height * before.titleBounds.width * 1.2,
    );
  });

  it('adds a border of the colour on the edges and takes it away again', async () => {
    const framed = await edit('add a green border');
    const composed = decodePixels(
      (await composeThumbnail({ ...framed, resolution: '1280 x 720' })).jpeg,
    );
    for (const [x, y] of [
      [3, 360],
      [1276, 360],
      [640, 3],
      [640, 716],
    ] as const) {
      const i = (y * 1280 + x) * 4;
      const [red, green, blue] = [composed.data[i]!, composed.data[i + 1]!, composed.data[i + 2]!];
      expect(
        Math.abs(red - 0x22) + Math.abs(green - 0xd3) + Math.abs(blue - 0x5b),
        `${x},${y}`,
      ).toBeLessThan(40);
    }
    const unframed = await edit('remove the border', framed);
    expect(unframed.titleLayer.style.frame).toBeNull();
  });

  it('applies several instructions from one prompt', async () => {
    const edited = await edit('make it brighter and change the text to "GAME OVER"');
    expect(edited.applied).toEqual(['made it brighter', 'changed the title to "GAME OVER"']);
    expect(edited.titleLayer.text).toBe('GAME OVER');
    expect(imageStats(edited.baseArt).luminance).toBeGreaterThan(
      imageStats(start.baseArt).luminance + 10,
    );
  });

  it('names what it cannot draw and leaves the art alone', async () => {
    const edited = await edit('add a dragon');
    expect(edited).toMatchObject({
      applied: [],
      notUnderstood: ['add a dragon'],
      notDrawn: ['a dragon'],
    });
    expect(edited.baseArt).toBe(start.baseArt);
    expect(edited.titleLayer).toEqual(start.titleLayer);
  });

  it('refuses base art it cannot decode', async () => {
    await expect(
      edit('brighter', { ...start, baseArt: new Uint8Array([0, 1, 2]) }),
    ).rejects.toThrow(UnsupportedImage);
  });

  it('keeps a white canvas white under "more colour"', async () => {
    const canvas = createCanvas(64, 36);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 64, 36);
    const edited = await edit('more colour', { ...start, baseArt: await canvas.encode('png') });
    expect(imageStats(edited.baseArt).saturation).toBeLessThan(0.01);
  });
});
