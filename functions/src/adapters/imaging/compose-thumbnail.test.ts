import type { Box } from '@thumbforge/contract';
import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PREFERENCES,
  LIMITS,
  resolutionSize,
  type Resolution,
  type TitleLayer,
} from '@thumbforge/contract';
import type { FIXTURE_NAMES } from '../../../test/support/crafted-images.js';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import { DURATION_BADGE_AREA, placeTitle } from '../../core/thumbnails/title/index.js';
import { createLocalRenderer } from '../local-renderer/local-renderer.js';
import { composeThumbnail } from './compose-thumbnail.js';
import { decodePixels } from './image-stats.js';
import { paintLayeredImages } from '../../core/thumbnails/painting/index.js';

const renderer = createLocalRenderer();
const LONG_TITLE =
  'I Tried Every Single Budget Gaming Laptop Of The Year So You Do Not Have To Waste Money';

function layer(text: string, position = placeTitle({ vertical: 'bottom' })): TitleLayer {
  return {
    text,
    style: {
      font: 'anton',
      fill: '#ffffff',
      outline: '#000000',
      shadow: '#000000',
      scale: 2,
      band: { colour: '#e50914', shape: 'strip' },
      frame: null,
    },
    position,
  };
}

async function plainArt(resolution: Resolution, noise = false): Promise<Uint8Array> {
  const { width, height } = resolutionSize(resolution);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(width, height);
  let seed = 7;
  for (let i = 0; i < pixels.data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels.data[i] = i % 4 === 3 ? 255 : noise ? seed >>> 24 : 90;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('png');
}

function clearOfBadge(bounds: Box, width: number, height: number): boolean {
  const right = bounds.x + bounds.width;
  const bottom = bounds.y + bounds.height;
  return (
    right <= DURATION_BADGE_AREA.x * width + 0.5 || bottom <= DURATION_BADGE_AREA.y * height + 0.5
  );
}

/**
 * Every photo and every resolution, each pair painted once: the largest output, where the 2 MB
 * limit bites, with the two most detailed photos.
 */
const PAIRS: ReadonlyArray<[(typeof FIXTURE_NAMES)[number], Resolution]> = [
  ['chelsea.png', '1280 x 720'],
  ['rocket.jpg', '1920 x 1080'],
  ['astronaut.png', '3840 x 2160'],
  ['coffee.png', '3840 x 2160'],
];

describe('composeThumbnail', () => {
  it.each(PAIRS)('%s at %s is a JPEG of exactly that size under 2 MB', async (name, resolution) => {
    const photo = readFileSync(`${FIXTURE_PHOTOS}/${name}`);
    const [image] = await paintLayeredImages(renderer, {
      photo,
      prompt: 'bold and clean',
      genre: 'travel',
      mood: 'exciting',
      title: 'Seven Days Off The Grid',
      resolution,
      preferences: EMPTY_PREFERENCES,
      variants: 1,
    });
    const { width, height } = resolutionSize(resolution);
    const composed = await composeThumbnail({ ...image!, resolution });
    expect([composed.jpeg[0], composed.jpeg[1], composed.jpeg[2]]).toEqual([0xff, 0xd8, 0xff]);
    expect(composed.jpeg.length).toBeLessThan(LIMITS.outputMaxBytes);
    const pixels = decodePixels(composed.jpeg);
    expect([pixels.width, pixels.height]).toEqual([width, height]);
    expect(clearOfBadge(composed.titleBounds, width, height)).toBe(true);
  });

  it('steps the quality down only as far as the size limit needs', async () => {
    const request = {
      baseArt: await plainArt('1920 x 1080', true),
      titleLayer: layer('Static'),
      resolution: '1920 x 1080' as const,
    };
    const best = await composeThumbnail(request);
    expect(best.quality).toBe(92);
    const limited = await composeThumbnail({ ...request, maxBytes: best.jpeg.length * 0.8 });
    expect(limited.quality).toBeLessThan(92);
    expect(limited.jpeg.length).toBeLessThan(best.jpeg.length * 0.8);
    expect(decodePixels(limited.jpeg).width).toBe(1920);
    await expect(composeThumbnail({ ...request, maxBytes: 1000 })).rejects.toThrow(RangeError);
  });

  it('scales base art of another size to cover the thumbnail exactly', async () => {
    const composed = await composeThumbnail({
      baseArt: await plainArt('1280 x 720'),
      titleLayer: layer('Upscaled'),
      resolution: '1920 x 1080',
    });
    expect([composed.width, composed.height]).toEqual([1920, 1080]);
    expect(decodePixels(composed.jpeg).width).toBe(1920);
  });

  const places = [
    { vertical: 'bottom' },
    { horizontal: 'right' },
    { vertical: 'bottom', horizontal: 'right' },
    { vertical: 'top' },
    { vertical: 'middle', horizontal: 'center' },
  ] as const;

  it.each(places)(
    'keeps a huge, very long title at %j inside its box and out of the badge corner',
    async (place) => {
      const position = placeTitle(place);
      const composed = await composeThumbnail({
        baseArt: await plainArt('1280 x 720'),
        titleLayer: layer(LONG_TITLE, position),
        resolution: '1280 x 720',
      });
      const { titleBounds } = composed;
      expect(clearOfBadge(titleBounds, 1280, 720)).toBe(true);
      expect(titleBounds.x).toBeGreaterThanOrEqual(0);
      expect(titleBounds.y).toBeGreaterThanOrEqual(0);
      expect(titleBounds.x + titleBounds.width).toBeLessThanOrEqual(1280);
      expect(titleBounds.y + titleBounds.height).toBeLessThanOrEqual(720);
    },
  );

  it('paints nothing of the title in the badge corner', async () => {
    const art = await plainArt('1280 x 720');
    const composed = await composeThumbnail({
      baseArt: art,
      titleLayer: layer(LONG_TITLE, placeTitle({ vertical: 'bottom', horizontal: 'right' })),
      resolution: '1280 x 720',
    });
    const pixels = decodePixels(composed.jpeg);
    let worst = 0;
    for (let y = Math.ceil(0.8 * 720) + 2; y < 720; y += 3) {
      for (let x = Math.ceil(0.78 * 1280) + 2; x < 1280; x += 3) {
        const i = (y * 1280 + x) * 4;
        worst = Math.max(worst, Math.abs((pixels.data[i] as number) - 90));
      }
    }
    expect(worst).toBeLessThan(12);
  });
});
