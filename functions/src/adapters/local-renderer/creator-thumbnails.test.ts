import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, THUMBNAIL_MESSAGES, type Box } from '@thumbforge/contract';
import { createCanvas } from '@napi-rs/canvas';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import { MIN_LIKENESS } from '../../core/feed-check/likeness-rule.js';
import type { LayeredImage } from '../../core/ports/image-model.port.js';
import { editLayeredImage, paintLayeredImages } from '../../core/thumbnails/painting/index.js';
import { generatedReply } from '../../core/thumbnails/index.js';
import { composeThumbnail } from '../imaging/compose-thumbnail.js';
import { decodeImage } from '../imaging/decode-image.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { hashDistance, perceptualHash } from '../imaging/perceptual-hash.js';
import { createPhotoAnalyser, type PhotoAnalyser } from '../vision/photo-analyser.js';
import { titleFont } from '../imaging/title-fonts.js';
import { createLocalRenderer } from './local-renderer.js';
import { paintScene } from './paint-scene.js';
import { restoreFace } from './restore-face.js';
import { readSceneSource } from './scene-chunk.js';

/*
 * The thumbnails a creator would post, with the real models (one worker for the whole file; each
 * photo is analysed once and every later call is answered from the cache).
 */
let analyser: PhotoAnalyser;
const photos: Record<string, Buffer> = {};

beforeAll(async () => {
  // What the models find is under test: on npm test's busy cores their low-priority thread can
  // take longer than the server's 20 s deadline, after which it would fall back.
  analyser = createPhotoAnalyser({ timeoutMs: 120_000 });
  for (const name of ['astronaut.png', 'chelsea.png']) {
    photos[name] = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/${name}`))).jpeg;
  }
}, 60_000);
afterAll(async () => {
  await analyser.close();
});

function generate(photo: string, prompt: string, variants = 2) {
  return paintLayeredImages(createLocalRenderer({ analyser }), {
    photo: photos[photo]!,
    prompt,
    genre: 'gaming',
    mood: 'dramatic',
    title: 'My Cat Rated Every Console',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    variants,
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Where the title is painted, as fractions, and the faces the face model finds in the art. */
async function titleAndFaces(image: LayeredImage) {
  const composed = await composeThumbnail({ ...image, resolution: '1280 x 720' });
  const bounds = composed.titleBounds;
  const title = {
    x: bounds.x / 1280,
    y: bounds.y / 720,
    width: bounds.width / 1280,
    height: bounds.height / 720,
  };
  return { title, faces: await analyser.faces(image.baseArt) };
}

describe('subject and faces', () => {
  it.each([
    ['astronaut.png', 1],
    ['chelsea.png', 0],
  ])('finds the subject mask of %s (and %i faces), once per photo', async (name, faceCount) => {
    const photo = photos[name]!;
    const first = await analyser.analyse(photo);
    if (!first) throw new Error('no analysis');
    const solid = first.mask.alpha.filter((value) => value >= 128).length / first.mask.alpha.length;
    // A subject, not the whole frame and not a speck.
    expect(solid).toBeGreaterThan(0.2);
    expect(solid).toBeLessThan(0.9);
    expect(first.subjectBox.height).toBeGreaterThan(0.6);
    expect(first.faces).toHaveLength(faceCount);
    // The same photo again is answered from the cache: the very same mask.
    const again = await analyser.analyse(photo);
    expect(again?.mask).toBe(first.mask);
  });

  it('finds her face where it is: in the upper middle of the photo, with both eyes in it', async () => {
    const photo = photos['astronaut.png']!;
    const [face] = (await analyser.analyse(photo))?.faces ?? [];
    if (!face) throw new Error('no face');
    expect(face.box.y).toBeLessThan(0.3);
    expect(face.box.x + face.box.width / 2).toBeGreaterThan(0.3);
    expect(face.box.x + face.box.width / 2).toBeLessThan(0.6);
    for (const eye of face.eyes)
      expect(overlaps({ ...eye, width: 0, height: 0 }, face.box)).toBe(true);
    expect(face.landmarks.length).toBeGreaterThan(400);
  });
});

describe('titles never cover a face', () => {
  let variants: LayeredImage[];
  beforeAll(async () => {
    variants = await generate('astronaut.png', 'a bold thumbnail', 4);
  }, 60_000);

  it('after generation, in every layout, each still her (the likeness measured)', async () => {
    for (const image of variants) {
      const [likeness] = (await analyser.likeness(photos['astronaut.png']!, image.baseArt)) ?? [];
      expect(likeness).toBeGreaterThanOrEqual(MIN_LIKENESS);
      const { title, faces } = await titleAndFaces(image);
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) {
        expect(
          overlaps(title, face),
          JSON.stringify({ title, face, image: image.titleLayer }),
        ).toBe(false);
      }
    }
  });

  it.each([
    'put the text at the top',
    'move the title to the bottom left',
    'move the text to the right',
    'bigger text',
    'make the title red, put the text at the top and make it darker',
    'swap sides',
    'zoom in',
    'make the background neon and add a red arrow pointing at her face',
  ])('after "%s"', async (prompt) => {
    const edited = await editLayeredImage(createLocalRenderer({ analyser }), {
      image: variants[0]!,
      prompt,
      history: [],
      preferences: EMPTY_PREFERENCES,
    });
    expect(edited.applied.length).toBeGreaterThan(0);
    const { title, faces } = await titleAndFaces(edited);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces)
      expect(overlaps(title, face), JSON.stringify({ title, face })).toBe(false);
  });
});

/**
 * The biggest face (or the head the renderer guessed) and the visible cut-out, as fractions of
 * the frame, drawn again from the image's scene.
 */
function drawnSubject(image: LayeredImage) {
  const source = readSceneSource(image.baseArt);
  if (!source) throw new Error('no scene');
  const painted = paintScene({
    photo: decodeImage(source.photo),
    analysis: source.analysis,
    scene: source.scene,
    width: 1280,
    height: 720,
    markFont: (px) => titleFont('anton', px),
  });
  const subject = {
    x: painted.subject.x / 1280,
    y: painted.subject.y / 720,
    width: painted.subject.width / 1280,
    height: painted.subject.height / 720,
  };
  return { head: painted.faces[0]!, faceFound: painted.faceFound, subject, scene: source.scene };
}

describe('likeness', () => {
  /** A square crop around her face, drawn at `size` px, optionally greyed. */
  async function faceCrop(size: number, grey = false): Promise<Uint8Array> {
    const canvas = createCanvas(size, size);
    const context = canvas.getContext('2d');
    context.drawImage(decodeImage(photos['astronaut.png']!), 120, 0, 280, 280, 0, 0, size, size);
    if (grey) {
      context.globalCompositeOperation = 'saturation';
      context.fillStyle = '#808080';
      context.fillRect(0, 0, size, size);
    }
    return canvas.encode('png');
  }

  it('knows her in a small, greyed crop of her face, and no one in the cat', async () => {
    const photo = photos['astronaut.png']!;
    const [small] = (await analyser.likeness(photo, await faceCrop(120))) ?? [];
    const [grey] = (await analyser.likeness(photo, await faceCrop(160, true))) ?? [];
    expect(small).toBeGreaterThanOrEqual(MIN_LIKENESS);
    expect(grey).toBeGreaterThanOrEqual(MIN_LIKENESS);
    expect(await analyser.likeness(photo, photos['chelsea.png']!)).toEqual([0]);
    // The cat's photo has no face: nothing to keep, and the other picture is not even read.
    expect(await analyser.likeness(photos['chelsea.png']!, photo)).toEqual([]);
  });

  it("lays her real face into a scene of someone else's, where it then measures as hers", async () => {
    const photo = photos['astronaut.png']!;
    const analysis = await analyser.analyse(photo);
    if (!analysis) throw new Error('no analysis');
    const scene = createCanvas(640, 360);
    scene.getContext('2d').drawImage(decodeImage(photos['chelsea.png']!), 0, 0, 640, 360);
    const art = await scene.encode('png');
    const title = { x: 0.05, y: 0.1, width: 0.4, height: 0.3 };
    const restored = await restoreFace({ photo, analysis, art, paintedFace: null, title });
    const [face] = restored.faces;
    if (!face) throw new Error('no face laid in');
    // Beside the title, on the side away from it, and wholly in the frame.
    expect(face.x).toBeGreaterThan(title.x + title.width);
    expect(face.y + face.height).toBeLessThan(1);
    const [score] = (await analyser.likeness(photo, restored.baseArt)) ?? [];
    expect(score).toBeGreaterThanOrEqual(MIN_LIKENESS);
  });
});

describe('never a stamp', () => {
  // The render:gallery prompts, each as the variant the gallery shows (every layout, the versus).
  it.each([
    ['me looking excited, big arrow pointing at my face', 4],
    ['space background with a yellow star sticker', 1],
    ['fire background, yellow glow, a "?" badge', 2],
    ['gradient of purple and blue background, circle the face in yellow', 3],
    ['me vs my rival', 4],
  ])(
    '"%s": the subject fills most of the frame height, her face a readable part',
    async (prompt, count) => {
      const images = await generate('astronaut.png', prompt, count);
      for (const image of images) {
        const { head, faceFound, subject, scene } = drawnSubject(image);
        const seen = JSON.stringify({ layout: scene.layout, subject, head });
        expect(faceFound).toBe(true);
        expect(subject.height, seen).toBeGreaterThanOrEqual(0.6);
        expect(head.height, seen).toBeGreaterThanOrEqual(0.2);
      }
    },
  );
});

describe('a faceless close-up (the cat, whose head fills the photo)', () => {
  async function expectTitleOffTheHead(image: LayeredImage) {
    const { head, faceFound, subject } = drawnSubject(image);
    expect(faceFound).toBe(false);
    // Eyes to chin: the photo cuts the cat's head at top and bottom, so the head is nearly all
    // of it (beside the title, all of its photo panel past the blend into the scene).
    expect(head.y).toBeLessThanOrEqual(subject.y + 0.1);
    expect(head.y + head.height).toBeGreaterThanOrEqual(subject.y + subject.height - 0.1);
    expect(head.width).toBeGreaterThan(subject.width * 0.6);
    // Room was made beside or above it, never by drawing a stamp.
    expect(subject.height).toBeGreaterThanOrEqual(0.6);
    expect(subject.width).toBeLessThanOrEqual(0.9);
    const { title } = await titleAndFaces(image);
    expect(overlaps(title, head), JSON.stringify({ title, head })).toBe(false);
  }

  let variants: LayeredImage[];
  beforeAll(async () => {
    variants = await generate(
      'chelsea.png',
      'cat looking shocked at a glowing game controller, neon background, big arrow pointing at the cat',
      4,
    );
  }, 60_000);

  it('keeps every layout’s title off the guessed head, eyes to chin', async () => {
    expect(variants).toHaveLength(4);
    for (const image of variants) await expectTitleOffTheHead(image);
  });

  it('keeps the title off it after "make the title red, put the text at the top and make it darker"', async () => {
    for (const image of variants) {
      const edited = await editLayeredImage(createLocalRenderer({ analyser }), {
        image,
        prompt: 'make the title red, put the text at the top and make it darker',
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      expect(edited.applied).toHaveLength(3);
      expect(edited.titleLayer.position.box.y).toBeLessThan(0.3);
      await expectTitleOffTheHead(edited);
    }
  });
});

describe('the prompt on the picture', () => {
  it('draws what it can and names, in the creator’s words, what it cannot', async () => {
    const prompt =
      'cat looking shocked at a glowing game controller, neon background, big arrow pointing at the cat';
    const [image] = await generate('chelsea.png', prompt, 1);
    if (!image) throw new Error('no image');
    expect(image.notDrawn).toEqual(['a glowing game controller']);
    expect(readSceneSource(image.baseArt)?.scene).toMatchObject({
      background: { kind: 'neon' },
      callouts: [{ kind: 'arrow' }],
    });
    expect(generatedReply(1, 'My Cat Rated Every Console', 1, image.notDrawn)).toContain(
      'I could not add: a glowing game controller.',
    );
  });

  it('draws what the reply claims, and no circle at all where it cannot find the plate', async () => {
    const [plate] = await generate('astronaut.png', 'neon background, circle around the plate', 1);
    const [plain] = await generate('astronaut.png', 'neon background', 1);
    // Not around her face instead: the very picture drawn without the ask.
    expect(Buffer.from(plate!.baseArt).equals(Buffer.from(plain!.baseArt))).toBe(true);
    expect(plate!.planned).toContain('I can\'t find "the plate" in your photo');
    expect(plate!.planned).toContain('As you asked, I made the background neon.');

    const [lines] = await generate('astronaut.png', 'add speed lines and a lightning bolt', 1);
    expect(readSceneSource(lines!.baseArt)?.scene.callouts).toMatchObject([
      { kind: 'sticker', sticker: 'speed-lines' },
      { kind: 'sticker', sticker: 'lightning' },
    ]);
    expect(lines!.planned).toContain('added speed lines around the subject');

    // A versus of one photo is not faked with the photo twice: the reply asks for the other side,
    // and a "VS" badge beside the creator keeps the versus.
    const [versus] = await generate('astronaut.png', 'minecraft vs fortnite, a VS badge', 1);
    expect(readSceneSource(versus!.baseArt)?.scene).toMatchObject({
      split: null,
      callouts: [{ kind: 'badge', symbol: 'VS' }],
    });
    expect(readSceneSource(versus!.baseArt)?.scene.layout).not.toBe('split');
    expect(versus!.planned).toContain(THUMBNAIL_MESSAGES.secondPhotoWanted('versus'));
    expect(versus!.planned).not.toContain('split it into');
  });

  it('makes variants that differ: more than 16 of 64 perceptual-hash bits apart', async () => {
    // 16 bits (a quarter) is well beyond what one picture regraded moves: "warmer" or
    // "brighter" moves fewer than 8, so only a different layout, background or palette passes.
    for (const name of ['astronaut.png', 'chelsea.png']) {
      const [a, b] = await generate(name, 'a bold thumbnail', 2);
      const hash = async (image: LayeredImage) =>
        perceptualHash((await composeThumbnail({ ...image, resolution: '1280 x 720' })).jpeg);
      expect(hashDistance(await hash(a!), await hash(b!)), name).toBeGreaterThan(16);
      const warmer = await editLayeredImage(createLocalRenderer({ analyser }), {
        image: a!,
        prompt: 'warmer and brighter',
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      expect(hashDistance(await hash(a!), await hash(warmer))).toBeLessThan(8);
    }
  });
});

describe('failing safe', () => {
  it('falls back to the saliency renderer when the models are out, with one warning', async () => {
    const warnings: string[] = [];
    // A worker that can never answer in time stands in for a model that cannot load.
    const broken = createPhotoAnalyser({
      timeoutMs: 1,
      logger: { warn: (message) => warnings.push(message) },
    });
    const renderer = createLocalRenderer({ analyser: broken });
    for (const name of ['astronaut.png', 'chelsea.png']) {
      const images = await paintLayeredImages(renderer, {
        photo: photos[name]!,
        prompt: 'neon background',
        genre: 'gaming',
        mood: 'fun',
        title: 'Still Works',
        resolution: '1280 x 720',
        preferences: EMPTY_PREFERENCES,
        variants: 2,
      });
      expect(images).toHaveLength(2);
      expect(images.every((image) => readSceneSource(image.baseArt) === null)).toBe(true);
    }
    expect(warnings).toHaveLength(1);
    await broken.close();
  });
});
