import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { paintLayeredImages } from './paint-layered-images.js';

describe('a generation’s title against the art it was painted on', () => {
  async function titleFill(prompt: string) {
    const images = await paintLayeredImages(
      {
        findSubject: async () => ({ hasFace: true }),
        paintBaseArt: async (request) => ({
          images: request.variants.map((plan, variant) => ({
            variant,
            baseArt: new Uint8Array(),
            titleGround: [plan.title.style.fill, plan.title.style.fill],
          })),
          notDrawn: [],
        }),
      },
      {
        photo: new Uint8Array(),
        prompt,
        genre: 'gaming',
        mood: 'exciting',
        title: 'Same As The Ground',
        resolution: '1280 x 720',
        preferences: EMPTY_PREFERENCES,
        variants: 1,
      },
    );
    return images[0]?.titleLayer.style.fill;
  }

  it('recolours a title that would vanish into the art, but never one the creator named', async () => {
    expect(await titleFill('me looking happy')).not.toBe('#ffe600');
    expect(await titleFill('yellow title')).toBe('#ffd60a');
  });
});
