import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPhoto } from '../../../test/support/group-photo.js';
import { cutoutArrangement } from '../../core/thumbnails/layout/index.js';
import { parseEditInstructions } from '../../core/thumbnails/prompt/index.js';
import { directionsFrom, isSceneOperation } from '../../core/thumbnails/scene/index.js';
import { decodeImage } from '../imaging/decode-image.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { titleFont } from '../imaging/title-fonts.js';
import { createPhotoAnalyser, type PhotoAnalyser } from '../vision/photo-analyser.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import { paintScene } from './paint-scene.js';
import { peopleKept } from './people-kept.js';
import { sceneFor } from './scene.js';

/*
 * A group photo (three people made from the fixture) through every variant's arrangement, drawn
 * at a small size: everyone stays, whole, unless the prompt picks one.
 */
let analyser: PhotoAnalyser;
let jpeg: Uint8Array;
let analysis: PhotoAnalysis;

beforeAll(async () => {
  // What the models find is under test: on npm test's busy cores their low-priority thread can
  // take longer than the server's 20 s deadline, after which it would fall back.
  analyser = createPhotoAnalyser({ timeoutMs: 120_000 });
  jpeg = (await normalizeUpload(await groupPhoto())).jpeg;
  const found = await analyser.analyse(jpeg);
  if (!found) throw new Error('no analysis of the group photo');
  analysis = found;
}, 60_000);
afterAll(async () => {
  await analyser.close();
});

/** Every variant of a prompt drawn from the group photo: the faces each shows, and how many cut. */
function variants(prompt: string) {
  const asked = parseEditInstructions(prompt, { forGeneration: true });
  const directions = directionsFrom(asked.operations.filter(isSceneOperation));
  const photo = decodeImage(jpeg);
  return [0, 1, 2, 3].map((variant) => {
    const arrangement = cutoutArrangement(directions, 'vlogs', variant, true);
    const scene = sceneFor(
      directions,
      { genre: 'vlogs', mood: 'happy' },
      variant,
      arrangement,
      false,
    );
    return paintScene({
      photo,
      analysis,
      scene,
      width: 320,
      height: 180,
      markFont: (px) => titleFont('anton', px),
    });
  });
}

describe('a group photo', () => {
  it('is three faces, side by side', () => {
    expect(analysis.faces).toHaveLength(3);
  });

  it.each([
    'all three of us on a neon purple background',
    'close-up of our faces, looking shocked',
    'all of us on the right',
    'all of us on the left',
  ])('keeps every face whole inside the frame in every variant of %j', (prompt) => {
    for (const painted of variants(prompt)) {
      expect(painted.facesCut).toBe(0);
      expect(painted.faces).toHaveLength(3);
      for (const face of painted.faces) {
        expect(face.x + face.width).toBeLessThanOrEqual(1);
        expect(face.y + face.height).toBeLessThanOrEqual(1);
      }
    }
  });

  it.each([
    ['just me on a neon background', 1],
    ['only the left one', 0],
    ['only the guy on the right', 2],
  ])('keeps one person for %j', (prompt, index) => {
    for (const painted of variants(prompt)) {
      expect(painted.faces).toHaveLength(1);
      expect(painted.facesCut).toBe(0);
    }
    const byPosition = [...analysis.faces].sort((a, b) => a.box.x - b.box.x);
    const asked = parseEditInstructions(prompt, { forGeneration: true });
    const { people } = directionsFrom(asked.operations.filter(isSceneOperation));
    const kept = peopleKept(analysis, people);
    expect(kept.faces).toEqual([byPosition[index]]);
    // The others' part of the cut-out is gone: nothing left over their faces.
    const { size, alpha } = kept.mask;
    for (const other of byPosition.filter((_face, i) => i !== index)) {
      const column = Math.round((other.box.x + other.box.width / 2) * size);
      const row = Math.round((other.box.y + other.box.height / 2) * size);
      expect(alpha[row * size + column]).toBe(0);
    }
  });
});
