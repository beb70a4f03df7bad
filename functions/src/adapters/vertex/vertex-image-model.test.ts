import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, type Resolution, MODEL_MESSAGES } from '@thumbforge/contract';
import { describeImageModel } from '../../../test/contracts/image-model.contract.js';
import { createCaptureLogger } from '../../../test/support/capture-logger.js';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import {
  FAKE_ACCESS_TOKEN,
  fakeAuthClient,
  startFakeVertex,
  type FakeVertex,
  type RecordedVertexRequest,
} from '../../../test/support/fake-vertex.js';
import { UpstreamFailed } from '../../core/errors.js';
import {
  editLayeredImage,
  paintLayeredImages,
  type GenerateThumbnailsRequest,
} from '../../core/thumbnails/painting/index.js';
import type { ImageModel } from '../../core/ports/image-model.port.js';
import { composeThumbnail } from '../imaging/compose-thumbnail.js';
import { decodePixels } from '../imaging/image-stats.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { createVertexImageModel, type VertexImageModelOptions } from './vertex-image-model.js';

const PROJECT = 'demo-thumbforge';
const LOCATION = 'europe-west4';
const MODEL = 'gemini-3.1-flash-image';

function vertexModel(fake: FakeVertex, changes: Partial<VertexImageModelOptions> = {}) {
  return createVertexImageModel({
    project: PROJECT,
    location: LOCATION,
    model: MODEL,
    baseUrl: fake.url,
    authClient: fakeAuthClient(),
    // Waits are recorded by the tests that look at them; none really passes.
    sleep: async () => undefined,
    ...changes,
  });
}

describeImageModel('Vertex AI against a local fake of generateContent', async () => {
  const fake = await startFakeVertex();
  return { model: vertexModel(fake), close: () => fake.close() };
});

function promptOf(recorded: RecordedVertexRequest | undefined): string {
  return recorded?.body.contents[0]?.parts.find((part) => part.text)?.text ?? '';
}

function imageOf(recorded: RecordedVertexRequest | undefined) {
  return recorded?.body.contents[0]?.parts.find((part) => part.inlineData)?.inlineData;
}

async function failure(promise: Promise<unknown>): Promise<UpstreamFailed> {
  const error = await promise.then(
    () => new Error('the model call succeeded'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamFailed);
  return error as UpstreamFailed;
}

describe('Vertex AI image model', () => {
  let fake: FakeVertex;
  let photo: Buffer;
  let sleeps: number[];
  let model: ImageModel;

  const request = (changes: Partial<GenerateThumbnailsRequest> = {}) => ({
    photo,
    prompt: 'Me shocked at a giant latte, studio light',
    genre: 'cooking' as const,
    mood: 'dramatic' as const,
    title: 'Perfect Latte At Home',
    resolution: '1280 x 720' as const,
    preferences: EMPTY_PREFERENCES,
    variants: 1,
    ...changes,
  });

  beforeAll(async () => {
    photo = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/coffee.png`))).jpeg;
  });
  beforeEach(async () => {
    fake = await startFakeVertex();
    sleeps = [];
    model = vertexModel(fake, {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  });
  afterEach(async () => {
    await fake.close();
  });

  it('sends the photo inline with the prompt to the configured model, signed, asking for an image', async () => {
    await paintLayeredImages(
      model,
      request({
        preferences: {
          ...EMPTY_PREFERENCES,
          saved: {
            genre: null,
            mood: null,
            resolution: null,
            styleWords: ['purple neon background'],
          },
        },
      }),
    );

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe(
      `/v1beta1/projects/${PROJECT}/locations/${LOCATION}/publishers/google/models/${MODEL}:generateContent`,
    );
    expect(sent?.headers.authorization).toBe(`Bearer ${FAKE_ACCESS_TOKEN}`);
    expect(sent?.body.contents).toHaveLength(1);
    expect(sent?.body.contents[0]?.role).toBe('user');
    expect(imageOf(sent)).toEqual({ mimeType: 'image/jpeg', data: photo.toString('base64') });
    const prompt = promptOf(sent);
    expect(prompt).toContain('Me shocked at a giant latte, studio light');
    expect(prompt).toContain('Genre: cooking');
    expect(prompt).toContain('Mood: dramatic');
    expect(prompt).toContain('1280x720');
    expect(prompt).toContain("The creator's remembered style: purple neon background.");
    expect(prompt).toMatch(/Do not draw any text/);
    // The title is ours to draw: the model is never told what it says.
    expect(prompt).not.toContain('Perfect Latte');
    expect(sent?.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '16:9', imageSize: '1K' },
    });
  });

  it("sends the creator's other photos after theirs as reference images, and says what they are", async () => {
    const rocket = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/rocket.jpg`))).jpeg;
    await paintLayeredImages(model, request({ prompt: 'Me versus this rocket', things: [rocket] }));
    const [sent] = fake.requests;
    const images = sent?.body.contents[0]?.parts.flatMap((part) =>
      part.inlineData ? [part.inlineData.data] : [],
    );
    expect(images).toEqual([photo.toString('base64'), rocket.toString('base64')]);
    expect(promptOf(sent)).toMatch(/The second attached image is a reference/);

    await paintLayeredImages(model, request());
    expect(promptOf(fake.requests[1])).not.toMatch(/reference/);
  });

  it('asks for the image size that covers the resolution: 1K for 1280x720, 2K for 1920x1080', async () => {
    await paintLayeredImages(model, request({ resolution: '1920 x 1080' }));
    const [image] = await paintLayeredImages(model, request({ resolution: '1280 x 720' }));
    if (!image) throw new Error('no thumbnail');
    const large = await paintLayeredImages(model, request({ resolution: '1920 x 1080' }));
    await editLayeredImage(model, {
      image: large[0] ?? image,
      prompt: 'add fireworks',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });

    expect(fake.requests.map((sent) => sent.body.generationConfig?.imageConfig)).toEqual([
      { aspectRatio: '16:9', imageSize: '2K' },
      { aspectRatio: '16:9', imageSize: '1K' },
      { aspectRatio: '16:9', imageSize: '2K' },
      { aspectRatio: '16:9', imageSize: '2K' },
    ]);
  });

  it('treats a retired model id as an operator error: logged once, loudly, naming the setting; the creator reads that generation is unavailable', async () => {
    const { logger, records } = createCaptureLogger();
    const retired = vertexModel(fake, { model: 'gemini-2.5-flash-image', logger });

    const first = await failure(paintLayeredImages(retired, request()));
    const second = await failure(paintLayeredImages(retired, request({ variants: 2 })));

    expect(first.message).toBe(
      'Thumbnail generation is unavailable right now; your token was refunded.',
    );
    expect(second.message).toBe(first.message);
    expect(first.detail).toMatch(/HTTP 404/);
    // A 404 is not retried: asking again gets the same answer.
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([]);
    const errors = records.filter((record) => record.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/VERTEX_IMAGE_MODEL/);
    expect(errors[0]?.message).toMatch(/"gemini-2\.5-flash-image"/);
    expect(errors[0]).toMatchObject({ model: 'gemini-2.5-flash-image' });
  });

  it('asks for every variant in parallel, each with its own layout', async () => {
    // The fake answers none until three requests are in: sequential calls would time out.
    fake.holdUntil(3);
    const images = await paintLayeredImages(
      vertexModel(fake, { timeoutMs: 10_000 }),
      request({ variants: 3 }),
    );

    expect(images).toHaveLength(3);
    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map(promptOf)).size).toBe(3);
    expect(new Set(images.map((image) => JSON.stringify(image.titleLayer.position))).size).toBe(3);
  });

  it.each<[Resolution, number, number]>([
    ['1280 x 720', 1280, 720],
    ['1920 x 1080', 1920, 1080],
  ])(
    "crops and scales the model's 1344x768 answer to exactly %s, then composites the title",
    async (resolution, width, height) => {
      const [image] = await paintLayeredImages(model, request({ resolution }));
      if (!image) throw new Error('no thumbnail');
      expect(decodePixels(image.baseArt)).toMatchObject({ width, height });
      const composed = await composeThumbnail({
        baseArt: image.baseArt,
        titleLayer: image.titleLayer,
        resolution,
      });
      expect(decodePixels(composed.jpeg)).toMatchObject({ width, height });
      expect(composed.titleBounds.width).toBeGreaterThan(0);
    },
  );

  it('retries a 429 after the Retry-After the server asked for, then succeeds', async () => {
    fake.queue({ kind: 'status', status: 429, retryAfter: '7' });
    const images = await paintLayeredImages(model, request());

    expect(images).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
    expect(sleeps).toEqual([7000]);
    expect(promptOf(fake.requests[1])).toBe(promptOf(fake.requests[0]));
  });

  it('backs off exponentially on 5xx and fails clearly once the attempts are used up', async () => {
    fake.queue(
      { kind: 'status', status: 500 },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 500 },
    );
    const error = await failure(paintLayeredImages(model, request()));

    expect(error.message).toBe(MODEL_MESSAGES.unavailable);
    expect(error.detail).toMatch(/HTTP 500/);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    const [first, second] = sleeps;
    // Equal jitter around 1 s, then 2 s: half of each wait is fixed, half random.
    expect(first).toBeGreaterThanOrEqual(500);
    expect(first).toBeLessThanOrEqual(1000);
    expect(second).toBeGreaterThanOrEqual(1000);
    expect(second).toBeLessThanOrEqual(2000);
  });

  it('caps a Retry-After longer than the longest wait', async () => {
    fake.queue({ kind: 'status', status: 429, retryAfter: '3600' });
    await paintLayeredImages(model, request());
    expect(sleeps).toEqual([20_000]);
  });

  it('says the model is busy when 429s outlast the retries', async () => {
    fake.queue(
      { kind: 'status', status: 429 },
      { kind: 'status', status: 429 },
      { kind: 'status', status: 429 },
    );
    expect((await failure(paintLayeredImages(model, request()))).message).toBe(MODEL_MESSAGES.busy);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    fake.queue({ kind: 'status', status: 400 });
    const error = await failure(paintLayeredImages(model, request()));

    expect(error.message).toBe(MODEL_MESSAGES.refused);
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('fails clearly when the answer holds no image', async () => {
    fake.queue({ kind: 'text-only' });
    const error = await failure(paintLayeredImages(model, request()));
    expect(error.message).toBe(
      'The image model returned no image for this request. Your token was refunded; try rephrasing the prompt.',
    );
    expect(error.detail).toMatch(/finish reason STOP/);
  });

  it('fails clearly when the prompt is blocked, or the image is withheld for safety', async () => {
    fake.queue({ kind: 'prompt-blocked', blockReason: 'PROHIBITED_CONTENT' });
    const blocked = await failure(paintLayeredImages(model, request()));
    expect(blocked.message).toBe(MODEL_MESSAGES.blocked);
    expect(blocked.detail).toMatch(/PROHIBITED_CONTENT/);

    fake.queue({ kind: 'finished-without-image', finishReason: 'IMAGE_SAFETY' });
    const withheld = await failure(paintLayeredImages(model, request()));
    expect(withheld.message).toBe(MODEL_MESSAGES.blocked);
    expect(withheld.detail).toMatch(/IMAGE_SAFETY/);
    // Neither is retried: asking again gets the same answer.
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on a model that never answers, with a clear error, without retrying', async () => {
    fake.queue({ kind: 'hang' });
    const error = await failure(
      paintLayeredImages(vertexModel(fake, { timeoutMs: 300 }), request()),
    );

    expect(error.message).toBe(MODEL_MESSAGES.timedOut);
    expect(fake.requests).toHaveLength(1);
  });

  it('returns the variants that succeeded when others fail, and logs the failures', async () => {
    const { logger, records } = createCaptureLogger();
    fake.queue({ kind: 'image' }, { kind: 'status', status: 400 });
    const images = await paintLayeredImages(
      vertexModel(fake, { logger }),
      request({ variants: 2 }),
    );

    expect(images).toHaveLength(1);
    expect(records).toContainEqual(expect.objectContaining({ level: 'warn', made: 1, failed: 1 }));
  });

  it('fails when every variant fails', async () => {
    fake.queue({ kind: 'text-only' }, { kind: 'text-only' });
    const error = await failure(paintLayeredImages(model, request({ variants: 2 })));
    expect(error.message).toBe(MODEL_MESSAGES.noImage);
    expect(fake.requests).toHaveLength(2);
  });

  it('places the title clear of the faces in the painted art, after generation and after edits', async () => {
    // Where the face model finds a face in Gemini's art: right where the first layout's title goes.
    const face = { x: 0.06, y: 0.2, width: 0.22, height: 0.4 };
    const analysed: Uint8Array[] = [];
    const withFace = vertexModel(fake, {
      analyser: {
        analyse: async () => null,
        faces: async (bytes) => {
          analysed.push(bytes);
          return [face];
        },
        likeness: async () => [],
        close: async () => undefined,
      },
    });
    const overlaps = (box: { x: number; y: number; width: number; height: number }) =>
      box.x < face.x + face.width &&
      face.x < box.x + box.width &&
      box.y < face.y + face.height &&
      face.y < box.y + box.height;
    const [image] = await paintLayeredImages(withFace, request());
    if (!image) throw new Error('no thumbnail');
    expect(analysed).toEqual([image.baseArt]);
    expect(image.titleLayer.keepClear?.length).toBe(1);
    expect(overlaps(image.titleLayer.position.box)).toBe(false);
    for (const prompt of ['put the text at the top', 'move the title to the left', 'bigger text']) {
      const edited = await editLayeredImage(withFace, {
        image,
        prompt,
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      expect(overlaps(edited.titleLayer.position.box), prompt).toBe(false);
    }
    const repainted = await editLayeredImage(withFace, {
      image,
      prompt: 'make it warmer and add a red arrow pointing at her face',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });
    expect(promptOf(fake.requests.at(-1))).toMatch(/add a red arrow pointing at the face/);
    expect(overlaps(repainted.titleLayer.position.box)).toBe(false);
  });

  it('applies title-only edits to the layer itself, without calling the model', async () => {
    const [image] = await paintLayeredImages(model, request());
    if (!image) throw new Error('no thumbnail');
    const before = fake.requests.length;

    const edited = await editLayeredImage(model, {
      image,
      prompt:
        'change the title to "Latte In 60 Seconds", make the text yellow and move it to the top',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });

    expect(fake.requests).toHaveLength(before);
    expect(edited.baseArt).toBe(image.baseArt);
    expect(edited.titleLayer.text).toBe('Latte In 60 Seconds');
    expect(edited.titleLayer.position.vertical).toBe('top');
    expect(edited.applied).toHaveLength(3);
  });

  it('sends only the change to the pixels, with the chat so far, and keeps the title local', async () => {
    const [image] = await paintLayeredImages(model, request());
    if (!image) throw new Error('no thumbnail');

    const edited = await editLayeredImage(model, {
      image,
      prompt: 'make the title red and add steam rising from the cup, and make it brighter',
      history: [
        { role: 'user', text: 'Me shocked at a giant latte' },
        { role: 'assistant', text: 'Here are 2 thumbnails for "Perfect Latte At Home".' },
        { role: 'user', text: 'warmer colours please' },
      ],
      preferences: {
        ...EMPTY_PREFERENCES,
        learnt: {
          genre: 'cooking',
          mood: 'happy',
          resolution: null,
          styleWords: ['black and white'],
        },
      },
    });

    const sent = fake.requests.at(-1);
    expect(imageOf(sent)).toEqual({
      mimeType: 'image/png',
      data: Buffer.from(image.baseArt).toString('base64'),
    });
    const prompt = promptOf(sent);
    expect(prompt).toMatch(/The change: make it brighter; add steam rising from the cup/);
    expect(prompt).toContain('"Me shocked at a giant latte"; "warmer colours please"');
    expect(prompt).not.toContain('Here are 2 thumbnails');
    expect(prompt).not.toMatch(/title red/);
    expect(prompt).toContain('Mood: happy');
    expect(prompt).toContain("The creator's remembered style: black and white.");
    expect(edited.titleLayer.style.fill).toBe('#ff2a2a');
    expect(edited.applied).toEqual([
      'made the title red',
      'made it brighter',
      'changed it as asked ("add steam rising from the cup")',
    ]);
    expect(edited.notUnderstood).toEqual([]);
    expect(decodePixels(edited.baseArt)).toMatchObject({ width: 1280, height: 720 });
  });

  it('never asks the model for a clause nothing understood, and says it was not understood', async () => {
    const [image] = await paintLayeredImages(model, request());
    if (!image) throw new Error('no thumbnail');

    const edited = await editLayeredImage(model, {
      image,
      prompt: 'make it brighter and xyzzy plugh',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });

    const prompt = promptOf(fake.requests.at(-1));
    expect(prompt).toMatch(/The change: make it brighter\n/);
    expect(prompt).not.toContain('xyzzy');
    expect(edited.applied).toEqual(['made it brighter']);
    expect(edited.notUnderstood).toEqual(['xyzzy plugh']);
  });

  it('leaves title requests it cannot apply to the creator instead of asking the model to draw text', async () => {
    const [image] = await paintLayeredImages(model, request());
    if (!image) throw new Error('no thumbnail');
    const before = fake.requests.length;

    const edited = await editLayeredImage(model, {
      image,
      prompt: 'make the title sparkle',
      history: [],
      preferences: EMPTY_PREFERENCES,
    });

    expect(fake.requests).toHaveLength(before);
    expect(edited.applied).toEqual([]);
    expect(edited.notUnderstood).toEqual(['make the title sparkle']);
  });

  it('rejects an edit the model draws nothing for with the clear error', async () => {
    const [image] = await paintLayeredImages(model, request());
    if (!image) throw new Error('no thumbnail');
    fake.queue({ kind: 'text-only' });
    const error = await failure(
      editLayeredImage(model, {
        image,
        prompt: 'add fireworks',
        history: [],
        preferences: EMPTY_PREFERENCES,
      }),
    );
    expect(error.message).toBe(MODEL_MESSAGES.noImage);
  });
});
