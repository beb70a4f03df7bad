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
  EditBaseArtRequest,
  ImageModel,
  PaintBaseArtRequest,
  PaintedBaseArt,
  LayeredImage,
  PixelOperation,
} from '../../src/core/ports/image-model.port.js';
import {
  editLayeredImage,
  paintLayeredImages,
  type GenerateThumbnailsRequest,
} from '../../src/core/thumbnails/painting/index.js';
import { describeOperation } from '../../src/core/thumbnails/scene/index.js';
import { FIXTURE_PHOTOS } from '../support/crafted-images.js';

interface ImageModelFixture {
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
 * the output size plus a valid title layer, and edits of the pixels that report what they did and
 * what they could not do the same way, in the request's own words. The core's edit runs over each
 * adapter too: title changes never reach the painter, and what nothing understood is said so.
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
        const images = await paintLayeredImages(fixture.model, request({ variants }));
        expect(images).toHaveLength(variants);
        for (const image of images)
          expectLayeredImage(image, '1280 x 720', 'Perfect Latte At Home');
      }
    });

    it('makes base art at exactly 1920x1080 for Full HD, the variants laid out differently', async () => {
      const images = await paintLayeredImages(
        fixture.model,
        request({ resolution: '1920 x 1080' }),
      );
      expect(images).toHaveLength(2);
      for (const image of images) expectLayeredImage(image, '1920 x 1080', 'Perfect Latte At Home');
      const [first, second] = images;
      expect(first?.titleLayer.position).not.toEqual(second?.titleLayer.position);
    });

    it('paints base art only, for the variants the core planned, and says what it left undrawn or undone', async () => {
      let asked: PaintBaseArtRequest | undefined;
      let answer: PaintedBaseArt | undefined;
      await paintLayeredImages(
        {
          findSubject: (bytes) => fixture.model.findSubject(bytes),
          paintBaseArt: async (paint) => {
            asked = paint;
            answer = await fixture.model.paintBaseArt(paint);
            return answer;
          },
        },
        request({
          // On this photo of a cup, with no face, "the plate" would be the cup: an expression is
          // what no painter changes.
          prompt: 'Me holding a dragon, neon background, me looking shocked',
          variants: 2,
        }),
      );
      if (!asked || !answer) throw new Error('the painter was not asked');
      expect(asked.undrawable).toEqual(['a dragon']);
      for (const thing of answer.notDrawn) expect(asked.undrawable).toContain(thing);
      expect(asked.declined).toHaveLength(1);
      for (const said of answer.declined ?? []) expect(asked.declined).toContain(said);
      for (const clause of answer.notActedOn ?? []) expect(asked.unread).toContain(clause);
      expect(answer.images.map((image) => image.variant)).toEqual([0, 1]);
      for (const image of answer.images) {
        expect([...image.baseArt.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
        const { width, height } = decodePixels(image.baseArt);
        expect({ width, height }).toEqual({ width: 1280, height: 720 });
        expect(image).not.toHaveProperty('titleLayer');
        for (const face of image.faces ?? []) {
          expect(face.x).toBeGreaterThanOrEqual(0);
          expect(face.y + face.height).toBeLessThanOrEqual(1 + 1e-9);
        }
      }
    });

    it("takes the creator's other photos: a versus of two paints every variant at its size", async () => {
      const rocket = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/rocket.jpg`))).jpeg;
      const images = await paintLayeredImages(
        fixture.model,
        request({ prompt: 'Me versus this rocket', things: [rocket] }),
      );
      expect(images).toHaveLength(2);
      for (const image of images) {
        expectLayeredImage(image, '1280 x 720', 'Perfect Latte At Home');
        expect(image.planned).not.toContain('add a photo of who or what you are up against');
      }
    });

    it('refuses a variant count outside 1 to 4', async () => {
      await expect(paintLayeredImages(fixture.model, request({ variants: 0 }))).rejects.toThrow();
      await expect(paintLayeredImages(fixture.model, request({ variants: 5 }))).rejects.toThrow();
    });

    const firstThumbnail = async () => {
      const [image] = await paintLayeredImages(fixture.model, request({ variants: 1 }));
      if (!image) throw new Error('no thumbnail to edit');
      return image;
    };

    const pixelEdit = (
      image: LayeredImage,
      changes: Partial<EditBaseArtRequest> = {},
    ): EditBaseArtRequest => ({
      baseArt: image.baseArt,
      title: image.titleLayer,
      titlePlan: { planned: image.titleLayer, changes: [], keepClear: [] },
      operations: [],
      wishes: [],
      history: [{ role: 'user', text: 'Me looking shocked at a giant latte' }],
      preferences: EMPTY_PREFERENCES,
      ...changes,
    });

    it('edits the pixels when asked, keeping the PNG and its exact size, and says what it did', async () => {
      const image = await firstThumbnail();
      const edited = await fixture.model.editBaseArt(
        pixelEdit(image, { operations: [{ kind: 'brightness', direction: 'up' }] }),
      );
      expect(edited.applied).toEqual(['made it brighter']);
      expect(edited.notUnderstood).toEqual([]);
      expect(edited.notDrawn).toEqual([]);
      expect([...edited.baseArt.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(Buffer.from(edited.baseArt).equals(Buffer.from(image.baseArt))).toBe(false);
      const { width, height } = decodePixels(edited.baseArt);
      expect({ width, height }).toEqual({ width: 1280, height: 720 });
    });

    it('reports every change asked as applied or not done, in words drawn from the request', async () => {
      const image = await firstThumbnail();
      const operations: PixelOperation[] = [
        { kind: 'saturation', direction: 'up' },
        { kind: 'callout', callout: { kind: 'arrow', target: 'face', colour: 'red' } },
      ];
      const wish = { said: 'add steam rising from the cup', things: ['steam rising'] };
      const edited = await fixture.model.editBaseArt(
        pixelEdit(image, { operations, wishes: [wish] }),
      );
      const described = operations.map(describeOperation);
      const fromRequest = (report: string) =>
        described.includes(report) || report.includes(wish.said);
      for (const report of [...edited.applied, ...edited.notUnderstood]) {
        expect(typeof report).toBe('string');
        expect(fromRequest(report), report).toBe(true);
      }
      for (const asked of [...described, wish.said]) {
        const reported = [...edited.applied, ...edited.notUnderstood].some((report) =>
          report.includes(asked),
        );
        expect(reported, asked).toBe(true);
      }
      for (const thing of edited.notDrawn) expect(wish.things).toContain(thing);
      for (const face of edited.faces ?? []) {
        expect(face.x).toBeGreaterThanOrEqual(0);
        expect(face.x + face.width).toBeLessThanOrEqual(1 + 1e-9);
      }
      const { width, height } = decodePixels(edited.baseArt);
      expect({ width, height }).toEqual({ width: 1280, height: 720 });
    });

    it('through the core: a title-only edit never reaches the painter and changes no pixel', async () => {
      const image = await firstThumbnail();
      let painted = 0;
      const edited = await editLayeredImage(
        {
          editBaseArt: (edit) => {
            painted += 1;
            return fixture.model.editBaseArt(edit);
          },
        },
        {
          image,
          prompt: 'change the title to "Latte Art In 60 Seconds" and make the text red',
          history: [{ role: 'user', text: 'Me looking shocked at a giant latte' }],
          preferences: EMPTY_PREFERENCES,
        },
      );
      expect(painted).toBe(0);
      expect(edited.baseArt).toBe(image.baseArt);
      expect(edited.titleLayer.text).toBe('Latte Art In 60 Seconds');
      expect(edited.titleLayer.style.fill).not.toBe(image.titleLayer.style.fill);
      expect(edited.applied).toEqual([
        'changed the title to "Latte Art In 60 Seconds"',
        'made the title red',
      ]);
      expect(edited.notUnderstood).toEqual([]);
    });

    it('through the core: a clause nothing understood is reported as not understood, never applied', async () => {
      const image = await firstThumbnail();
      const edited = await editLayeredImage(fixture.model, {
        image,
        prompt: 'make it brighter, xyzzy plugh and make the title sparkle',
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      expect(edited.applied).toEqual(['made it brighter']);
      expect(edited.notUnderstood).toEqual(['xyzzy plugh', 'make the title sparkle']);
      expect(titleLayerSchema.parse(edited.titleLayer).text).toBe(image.titleLayer.text);
      const { width, height } = decodePixels(edited.baseArt);
      expect({ width, height }).toEqual({ width: 1280, height: 720 });
    });
  });
}
