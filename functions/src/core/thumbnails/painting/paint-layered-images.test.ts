import { describe, expect, it } from 'vitest';
import {
  EMPTY_PREFERENCES,
  THUMBNAIL_MESSAGES,
  type BrandKit,
  type Box,
} from '@thumbforge/contract';
import { recordingModel } from '../../../../test/support/recording-model.js';
import { logoBox } from '../brand/index.js';
import { titleAmong } from '../title/index.js';
import { paintLayeredImages } from './paint-layered-images.js';

const KIT: BrandKit = {
  colours: ['#e50914', '#ffd60a'],
  font: 'anton',
  titleStyle: 'outline',
  logoCorner: 'bottom-left',
  logoPath: 'users/u/brand/logo-1.png',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const FACE: Box = { x: 0.55, y: 0.15, width: 0.25, height: 0.4 };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A model that finds a face, draws it at FACE in every variant, and records each request. */
const facedModel = () => recordingModel({ image: () => ({ faces: [FACE] }) });

describe('the title decided once', () => {
  it('is drawn where the painter placed its callouts around it, clear of the logo', async () => {
    const { model, asked } = facedModel();
    const images = await paintLayeredImages(model, {
      photo: new Uint8Array(),
      prompt: 'add a red arrow pointing at my face',
      genre: 'gaming',
      mood: 'exciting',
      title: 'I Beat The Final Boss Without Taking Damage',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      brandKit: KIT,
      variants: 2,
    });
    // As the local renderer's render jobs do: the title placed from the plan and the faces.
    const aroundTitles = asked.flatMap((request) =>
      request.variants.map((plan) => titleAmong(plan.titlePlan, [FACE])),
    );
    expect(images.map((image) => image.titleLayer)).toEqual(aroundTitles);
    const logo = logoBox('bottom-left', { width: 1280, height: 720 });
    for (const { titleLayer } of images) {
      expect(titleLayer.keepClear?.some((area) => overlaps(area, logo))).toBe(true);
    }
  });
});

describe('a versus or before/after of one photo', () => {
  async function generate(prompt: string, things: Uint8Array[]) {
    const { model, asked } = facedModel();
    const [image] = await paintLayeredImages(model, {
      photo: new Uint8Array(),
      things,
      prompt,
      genre: 'gaming',
      mood: 'exciting',
      title: 'Minecraft vs Fortnite',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      variants: 2,
    });
    const layouts = asked[0]!.variants.map((plan) =>
      plan.arrangement.kind === 'cutout' ? plan.arrangement.cutout.layout : plan.arrangement.kind,
    );
    return { reply: image!.planned ?? '', layouts, directions: asked[0]!.directions };
  }

  it('is not faked with the same photo twice: the reply says what a second photo adds', async () => {
    const versus = await generate('minecraft vs fortnite, a VS badge', []);
    expect(versus.layouts).not.toContain('split');
    expect(versus.directions.split).toBeNull();
    expect(versus.reply).toContain(THUMBNAIL_MESSAGES.secondPhotoWanted('versus'));
    expect(versus.reply).not.toMatch(/split it into/);
    // The versus keeps its mark: a "VS" badge beside the creator.
    expect(versus.directions.callouts).toContainEqual(
      expect.objectContaining({ kind: 'badge', symbol: 'VS' }),
    );

    const beforeAfter = await generate('before and after, on a beach', []);
    expect(beforeAfter.layouts).not.toContain('split');
    expect(beforeAfter.directions.background?.kind).toBe('beach');
    expect(beforeAfter.reply).toContain(THUMBNAIL_MESSAGES.secondPhotoWanted('before-after'));
    expect(beforeAfter.directions.callouts).toEqual([]);
  });

  it('splits with the second photo on the other side', async () => {
    const versus = await generate('me vs my rival', [new Uint8Array([1])]);
    expect(versus.layouts).toEqual(['split', 'split']);
    expect(versus.directions.split).toBe('versus');
    expect(versus.reply).not.toContain(THUMBNAIL_MESSAGES.secondPhotoWanted('versus'));
  });
});

describe('a title asked to one side', () => {
  it('keeps the subject on the other side in every variant and every layout tried', async () => {
    const { model, asked } = facedModel();
    await paintLayeredImages(model, {
      photo: new Uint8Array(),
      prompt: 'space on the right for the title, blue gradient',
      genre: 'tech',
      mood: 'serious',
      title: 'I Quit My Job',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      variants: 2,
    });
    const sides = asked[0]!.variants.flatMap((plan) =>
      [plan.arrangement, ...(plan.alternatives ?? [])].flatMap((layout) =>
        'cutout' in layout && layout.cutout ? [layout.cutout.side] : [],
      ),
    );
    expect(sides.length).toBeGreaterThan(2);
    expect(new Set(sides)).toEqual(new Set(['left']));
  });
});

describe('"zoom out" in a new thumbnail', () => {
  it('shows the subject whole at its layout’s own size, never smaller', async () => {
    const { model, asked } = facedModel();
    await paintLayeredImages(model, {
      photo: new Uint8Array(),
      prompt: 'show the whole outfit, white background',
      genre: 'vlogs',
      mood: 'happy',
      title: '5 Outfits Under $50',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      variants: 3,
    });
    for (const plan of asked[0]!.variants) {
      if (plan.arrangement.kind !== 'cutout') throw new Error('a cut-out was planned');
      expect(plan.arrangement.cutout).toMatchObject({ zoom: 1, faceZoom: false });
      expect(plan.arrangement.cutout.layout).not.toBe('big-face');
    }
  });
});
