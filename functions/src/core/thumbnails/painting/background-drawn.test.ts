import { describe, expect, it } from 'vitest';
import type { BrandKit } from '@thumbforge/contract';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import type { PaintBaseArtRequest, PaintedBaseArt } from '../../ports/image-model.port.js';
import type { BackgroundDirection } from '../scene/index.js';
import { parseEditInstructions } from '../prompt/index.js';
import { generationAnswer } from './generation-answer.js';
import { paintLayeredImages } from './paint-layered-images.js';

const beach: BackgroundDirection = { kind: 'beach', colours: [] };

function painted(...backgrounds: (BackgroundDirection | undefined)[]): PaintedBaseArt {
  return {
    images: backgrounds.map((background, variant) => ({
      variant,
      baseArt: new Uint8Array(),
      ...(background ? { background } : {}),
    })),
    notDrawn: [],
  };
}

function replyTo(prompt: string, art: PaintedBaseArt): string {
  const asked = parseEditInstructions(prompt, { forGeneration: true });
  return generationAnswer(asked, art, true, []);
}

describe('the reply names the background that was drawn', () => {
  it('says the scene asked for when every variant drew it', () => {
    const reply = replyTo('me on a beach at sunset', painted(beach, beach));
    expect(reply).toBe('As you asked, I made the background a beach at sunset.');
  });

  it('never claims a background no variant drew, and says so instead', () => {
    const blurred: BackgroundDirection = { kind: 'blurred', colours: [] };
    const reply = replyTo('me on a beach at sunset', painted(blurred, blurred));
    expect(reply).not.toContain('made the background');
    expect(reply).toContain(
      'I could not draw a beach at sunset as the background this time, so it is not in these thumbnails.',
    );
  });

  it('names the variants that drew another background', () => {
    const reply = replyTo('keep the waterfall', painted({ kind: 'photo', colours: [] }, beach));
    expect(reply).toContain("kept your photo's own background");
    expect(reply).toContain(
      "Your photo's own background is the background of 1 of the 2 thumbnails, not of the others.",
    );
  });

  it('takes a painter that reports nothing at its word', () => {
    expect(replyTo('city at night', painted(undefined))).toBe(
      'As you asked, I made the background a city at night.',
    );
  });
});

describe('what the prompt asks wins over the remembered style and the brand kit', () => {
  it('directs the scene asked, not the remembered neon, in the kit’s colours', async () => {
    const asked: PaintBaseArtRequest[] = [];
    const kit: BrandKit = {
      colours: ['#ff8800', '#112233'],
      font: 'anton',
      titleStyle: 'outline',
      logoCorner: 'bottom-right',
      logoPath: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const saved = { genre: null, mood: null, resolution: null, styleWords: ['neon background'] };
    const images = await paintLayeredImages(
      {
        findSubject: async () => ({ hasFace: true }),
        paintBaseArt: async (request) => {
          asked.push(request);
          return painted(...request.variants.map(() => request.directions.background ?? undefined));
        },
      },
      {
        photo: new Uint8Array(),
        prompt: 'red on the left, blue on the right',
        genre: 'gaming',
        mood: 'exciting',
        title: 'Prompt Wins',
        resolution: '1280 x 720',
        preferences: { ...EMPTY_PREFERENCES, saved },
        variants: 2,
        brandKit: kit,
      },
    );
    expect(asked[0]?.directions.background).toEqual({ kind: 'split', colours: ['red', 'blue'] });
    expect(asked[0]?.styleNotes).toEqual([]);
    expect(images[0]?.planned).toContain(
      'made the background red on the left and blue on the right',
    );
  });
});
