import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import { inProcessRenderPool } from '../../../test/support/in-process-render-pool.js';
import type { LayeredImage } from '../../core/ports/image-model.port.js';
import { editLayeredImage, paintLayeredImages } from '../../core/thumbnails/painting/index.js';
import { MAX_STEPS, type ArtOperation } from '../../core/thumbnails/scene/index.js';
import { decodeImage } from '../imaging/decode-image.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { applyColourGrade } from './colour-grade.js';
import type * as ColourGrade from './colour-grade.js';
import { createLocalRenderer } from './local-renderer.js';
import { readSceneSource, withSceneSource } from './scene-chunk.js';

// Every full-image grade goes through applyColourGrade: counting its calls counts the passes.
vi.mock('./colour-grade.js', async (importOriginal) => {
  const actual = await importOriginal<typeof ColourGrade>();
  return { ...actual, applyColourGrade: vi.fn(actual.applyColourGrade) };
});
const gradePasses = vi.mocked(applyColourGrade);

// Jobs on this thread, where the spy above sees their passes.
const renderer = createLocalRenderer({ pool: inProcessRenderPool() });
let start: LayeredImage;

beforeAll(async () => {
  const photo = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/coffee.png`))).jpeg;
  const [image] = await paintLayeredImages(renderer, {
    photo,
    prompt: 'A cosy thumbnail',
    genre: 'cooking',
    mood: 'exciting',
    title: 'Perfect Latte At Home',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    variants: 1,
  });
  if (!image) throw new Error('no image generated');
  start = image;
});

function edit(prompt: string, image = start) {
  return editLayeredImage(renderer, { image, prompt, history: [], preferences: EMPTY_PREFERENCES });
}

async function passesOf(prompt: string, image = start) {
  gradePasses.mockClear();
  const edited = await edit(prompt, image);
  return { edited, passes: gradePasses.mock.calls.length };
}

function finishOf(image: Pick<LayeredImage, 'baseArt'>): ArtOperation[] {
  const source = readSceneSource(image.baseArt);
  if (!source) throw new Error('the base art has no scene');
  return source.scene.finish;
}

describe('local renderer: work bounded whatever the prompt', () => {
  it('makes "dim," 2,500 times one darker pass, as many passes as one "dim"', async () => {
    const once = await passesOf('dim');
    const many = await passesOf('dim,'.repeat(2500));
    expect(many.passes).toBe(once.passes);
    expect(finishOf(many.edited)).toEqual([
      { kind: 'brightness', direction: 'down', steps: MAX_STEPS },
    ]);
    expect(many.edited.applied).toEqual(['made it much darker']);
    expect(many.edited.combined).toEqual([{ said: ['dim'], times: 2500, outcome: 'capped' }]);
  });

  it('keeps one brightness grade after edit upon edit of "brighter"', async () => {
    let image = start;
    for (let edits = 0; edits < MAX_STEPS + 2; edits += 1) image = await edit('brighter', image);
    expect(finishOf(image)).toEqual([{ kind: 'brightness', direction: 'up', steps: MAX_STEPS }]);
  });

  it('redraws a picture kept with 200 grades (before they were combined) in one pass of each', async () => {
    const source = readSceneSource(start.baseArt);
    if (!source) throw new Error('the base art has no scene');
    const brighter: ArtOperation = { kind: 'brightness', direction: 'up' };
    // The same pixels with no scene chunk, to keep a different scene with them.
    const pixels = decodeImage(start.baseArt);
    const canvas = createCanvas(pixels.width, pixels.height);
    canvas.getContext('2d').drawImage(pixels, 0, 0);
    const bare = await canvas.encode('png');
    const legacy = withSceneSource(bare, {
      ...source,
      scene: { ...source.scene, finish: Array.from({ length: 200 }, () => brighter) },
    });
    const oneGrade = withSceneSource(bare, {
      ...source,
      scene: { ...source.scene, finish: [{ ...brighter, steps: MAX_STEPS }] },
    });
    const fromLegacy = await passesOf('add a red arrow', { ...start, baseArt: legacy });
    const fromOne = await passesOf('add a red arrow', { ...start, baseArt: oneGrade });
    expect(fromLegacy.passes).toBe(fromOne.passes);
    expect(finishOf(fromLegacy.edited)).toEqual([
      { kind: 'brightness', direction: 'up', steps: MAX_STEPS },
    ]);
  });

  it('grades art with no scene once however often the prompt asks', async () => {
    const canvas = createCanvas(320, 180);
    const context = canvas.getContext('2d');
    context.fillStyle = '#808080';
    context.fillRect(0, 0, 320, 180);
    const plain = { ...start, baseArt: await canvas.encode('png') };
    const { edited, passes } = await passesOf('brighter, '.repeat(999), plain);
    expect(passes).toBe(1);
    expect(edited.applied).toEqual(['made it much brighter']);
  });
});
