import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_PREFERENCES,
  resolutionSize,
  titleLayerSchema,
  type Resolution,
} from '@thumbforge/contract';
import { decodePixels } from '../../src/adapters/imaging/image-stats.js';
import { normalizeUpload } from '../../src/adapters/imaging/normalize-upload.js';
import type {
  GenerateThumbnailsRequest,
  ImageModel,
  LayeredImage,
} from '../../src/core/ports/image-model.port.js';
import { FIXTURE_PHOTOS } from '../support/crafted-images.js';

export interface ImageModelFixture {
  model: ImageModel;
  close(): Promise<void> | void;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function expectLayeredImage(image: LayeredImage, resolution: Resolution, title: string): void {
  expect(titleLayerSchema.parse(image.titleLayer).text).toBe(title);
  expect([...image.baseArt.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const { width, height } = decodePixels(image.baseArt);
  expect({ width, height }).toEqual(resolutionSize(resolution));
}

/**
 * The ImageModel port's behaviour, run against every adapter: thumbnails as base art at exactly
 * the output size plus a valid title layer, and edits that say what they did.
 */
export function describeImageModel(
  name: string,
  makeFixture: () => Promise<ImageModelFixture>,
): void {
  describe(`ImageModel contract: ${name}`, { timeout: 60_000 }, () => {
    let fixture: ImageModelFixture;
    let photo: Buffer;

    const request = (changes: Partial<GenerateThumbnailsRequest> = {}) => ({
      photo,
      prompt: 'Me looking shocked at a giant latte, bright studio light',
      genre: 'cooking' as const,
      mood: 'exciting' as const,
      title: 'Perfect Latte At Home',
      resolution: '1280 x 720' as const,
      preferences: EMPTY_PREFERENCES,
      variants: 2,
      ...changes,
    });

    beforeAll(async () => {
      fixture = await makeFixture();
      photo = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/coffee.png`))).jpeg;
    });
    afterAll(async () => {
      await fixture.close();
    });

    it('makes as many thumbnails as variants asked, each base art at 1280x720 with its title', async () => {
      for (const variants of [1, 3]) {
        const images = await fixture.model.generate(request({ variants }));
        expect(images).toHaveLength(variants);
        for (const image of images)
          expectLayeredImage(image, '1280 x 720', 'Perfect Latte At Home');
      }
    });

    it('makes base art at exactly 1920x1080 for Full HD, the variants laid out differently', async () => {
      const images = await fixture.model.generate(request({ resolution: '1920 x 1080' }));
      expect(images).toHaveLength(2);
      for (const image of images) expectLayeredImage(image, '1920 x 1080', 'Perfect Latte At Home');
      const [first, second] = images;
      expect(first?.titleLayer.position).not.toEqual(second?.titleLayer.position);
    });

    it('refuses a variant count outside 1 to 4', async () => {
      await expect(fixture.model.generate(request({ variants: 0 }))).rejects.toThrow();
      await expect(fixture.model.generate(request({ variants: 5 }))).rejects.toThrow();
    });

    it('edits the title layer from the prompt and says what it applied', async () => {
      const [image] = await fixture.model.generate(request({ variants: 1 }));
      if (!image) throw new Error('no thumbnail to edit');
      const edited = await fixture.model.edit({
        image,
        prompt: 'change the title to "Latte Art In 60 Seconds" and make the text red',
        history: [{ role: 'user', text: 'Me looking shocked at a giant latte' }],
        preferences: EMPTY_PREFERENCES,
      });
      expect(edited.titleLayer.text).toBe('Latte Art In 60 Seconds');
      expect(edited.titleLayer.style.fill).not.toBe(image.titleLayer.style.fill);
      expect(edited.applied).toEqual(
        expect.arrayContaining(['changed the title to "Latte Art In 60 Seconds"']),
      );
      expect(edited.notUnderstood).toEqual([]);
      const { width, height } = decodePixels(edited.baseArt);
      expect({ width, height }).toEqual({ width: 1280, height: 720 });
    });

    it('edits the pixels when asked, keeping the size, and answers both lists', async () => {
      const [image] = await fixture.model.generate(request({ variants: 1 }));
      if (!image) throw new Error('no thumbnail to edit');
      const edited = await fixture.model.edit({
        image,
        prompt: 'make it brighter',
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      expect(edited.applied).toContain('made it brighter');
      expect(Array.isArray(edited.notUnderstood)).toBe(true);
      expect(Buffer.from(edited.baseArt).equals(Buffer.from(image.baseArt))).toBe(false);
      const { width, height } = decodePixels(edited.baseArt);
      expect({ width, height }).toEqual({ width: 1280, height: 720 });
      expect(titleLayerSchema.parse(edited.titleLayer)).toEqual(image.titleLayer);
    });
  });
}
