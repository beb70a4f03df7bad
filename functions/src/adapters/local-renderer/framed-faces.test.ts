import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, type Box } from '@thumbforge/contract';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import { inProcessRenderPool } from '../../../test/support/in-process-render-pool.js';
import { paintLayeredImages } from '../../core/thumbnails/painting/index.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import type { PhotoAnalyser } from '../vision/photo-analyser.js';
import { createLocalRenderer } from './local-renderer.js';

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/*
 * A photo no cut-out can be made of (a crowd, a framed print) is framed whole: the faces found
 * in it still keep the title off them.
 */
describe('a photo framed whole', () => {
  it("keeps every variant's title off the faces found in the photo", async () => {
    const photo = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/coffee.png`))).jpeg;
    // Faces across the photo's lower middle, where the layouts' titles stand.
    const faces: Box[] = [0.1, 0.3, 0.5, 0.7].map((x) => ({
      x,
      y: 0.55,
      width: 0.12,
      height: 0.2,
    }));
    const analyser: PhotoAnalyser = {
      analyse: async () => null,
      faces: async () => faces,
      likeness: async () => null,
      close: async () => {},
    };
    const renderer = createLocalRenderer({ analyser, pool: inProcessRenderPool() });
    const images = await paintLayeredImages(renderer, {
      photo,
      prompt: 'everyone in the photo',
      genre: 'education',
      mood: 'serious',
      title: 'The Smartest Photo Ever Taken',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      variants: 2,
    });
    expect(images).toHaveLength(2);
    for (const image of images) {
      const title = image.titleLayer.position.box;
      const kept = image.titleLayer.keepClear ?? [];
      expect(kept.length).toBeGreaterThan(0);
      for (const area of kept) expect(overlaps(title, area)).toBe(false);
    }
  });
});
