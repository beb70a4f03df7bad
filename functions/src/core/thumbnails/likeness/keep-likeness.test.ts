import { describe, expect, it } from 'vitest';
import { plainTitleLayer } from '../../../../test/support/title-layers.js';
import type { FaceLikeness } from '../../ports/face-likeness.port.js';
import type { LayeredImage } from '../../ports/image-model.port.js';
import { keepLikeness, keptLikenessSentence } from './keep-likeness.js';

const photo = new Uint8Array([1]);
const painted = new Uint8Array([2]);
const restoredArt = new Uint8Array([3]);
const image: LayeredImage = { baseArt: painted, titleLayer: plainTitleLayer('My First Spacewalk') };

/** A likeness that scores the art as told and records what it was asked to restore. */
function likeness(scores: number[] | null, restores = true) {
  const restored: { art: Uint8Array; title: unknown }[] = [];
  const port: FaceLikeness = {
    measure: async () => scores,
    restore: async (_photo, art, title) => {
      restored.push({ art, title });
      // The real face laid in where the title was planned: the title must move off it.
      return restores ? { baseArt: restoredArt, faces: [{ ...title }] } : null;
    },
  };
  return { port, restored };
}

describe('keepLikeness', () => {
  it("delivers a model image whose face is still the photo's as it came", async () => {
    const { port, restored } = likeness([0.8]);
    const kept = await keepLikeness(image, photo, port);
    // The scores go with it, so the feed check does not read the same faces again.
    expect(kept).toEqual({ image, realFaceLaidIn: false, measured: [0.8] });
    expect(restored).toEqual([]);
  });

  it('lays the real face into a scene whose main face drifted, and keeps the title off it', async () => {
    const { port, restored } = likeness([0.3, 0.9]);
    const kept = await keepLikeness(image, photo, port);
    expect(kept.realFaceLaidIn).toBe(true);
    // The art laid in is new: the feed check measures it afresh.
    expect(kept.measured).toBeUndefined();
    expect(kept.image.baseArt).toBe(restoredArt);
    expect(restored).toEqual([{ art: painted, title: image.titleLayer.position.box }]);
    expect(kept.image.titleLayer.keepClear?.length).toBe(1);
  });

  it('leaves a scene that kept the main face but left out a smaller one (the check reports it)', async () => {
    const { port, restored } = likeness([0.8, 0.1]);
    expect((await keepLikeness(image, photo, port)).realFaceLaidIn).toBe(false);
    expect(restored).toEqual([]);
  });

  it('leaves alone a photo without a face, faces that could not be read, and a photo with no cut-out', async () => {
    for (const scores of [[], null]) {
      const { port, restored } = likeness(scores);
      expect((await keepLikeness(image, photo, port)).realFaceLaidIn).toBe(false);
      expect(restored).toEqual([]);
    }
    const noCutout = likeness([0.1], false);
    expect(await keepLikeness(image, photo, noCutout.port)).toEqual({
      image,
      realFaceLaidIn: false,
      measured: [0.1],
    });
  });

  it('says in the reply how many thumbnails got the real face back', () => {
    const laid = { image, realFaceLaidIn: true };
    const own = { image, realFaceLaidIn: false };
    expect(keptLikenessSentence([own, own])).toBe('');
    expect(keptLikenessSentence([laid])).toBe(
      'The image model changed your face, so I put your real face from the photo into its scene.',
    );
    expect(keptLikenessSentence([laid, own])).toBe(
      'The image model changed your face in 1 of the 2 thumbnails, so I put your real face from the photo into those scenes.',
    );
  });
});
