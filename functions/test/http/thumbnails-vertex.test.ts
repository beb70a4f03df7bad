import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  editThumbnailResponseSchema,
  feedCheckResponseSchema,
  generateThumbnailResponseSchema,
  chatMessagesResponseSchema,
  generationFailedBodySchema,
  LIKENESS_MESSAGES,
  MODEL_MESSAGES,
} from '@thumbforge/contract';
import { normalizeUpload } from '../../src/adapters/imaging/normalize-upload.js';
import { MIN_LIKENESS } from '../../src/core/feed-check/likeness-rule.js';
import { createVertexImageModel } from '../../src/adapters/vertex/vertex-image-model.js';
import { DEFAULT_VERTEX_IMAGE_MODEL } from '../../src/config/variables.js';
import { fakeAuthClient, startFakeVertex, type FakeVertex } from '../support/fake-vertex.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  currentUser,
  fixture,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

describe('POST /thumbnail/{chatId} with Vertex AI', { timeout: RENDER_TIMEOUT_MS }, () => {
  let temp: ReturnType<typeof makeTempDir>;
  let fake: FakeVertex;
  let server: TestServer;

  /**
   * The server with Vertex painting alone, or as production runs it (`late`): the local renderer
   * answers first and Vertex's variants join the reply.
   */
  async function start(modelId: string, shape: 'alone' | 'late' = 'alone'): Promise<void> {
    const model = createVertexImageModel({
      project: 'demo-thumbforge',
      location: 'us-central1',
      model: modelId,
      baseUrl: fake.url,
      authClient: fakeAuthClient(),
      sleep: async () => undefined,
    });
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => {
        if (shape === 'alone') return { ...deps, thumbnails: { ...deps.thumbnails, model } };
        const remote = { model, expectedSeconds: 30 };
        return { ...deps, thumbnails: { ...deps.thumbnails, remote } };
      },
    });
  }

  beforeEach(async () => {
    temp = makeTempDir();
    fake = await startFakeVertex();
    await start(DEFAULT_VERTEX_IMAGE_MODEL);
  });
  afterEach(async () => {
    await server.close();
    await fake.close();
    temp.remove();
  });

  it("answers the model's thumbnails, one call per variant", async () => {
    const { token } = await signUp(server, ANN);
    const chatId = await newChat(server, token);

    const res = await postGeneration(server, token, chatId).expect(201);
    const body = generateThumbnailResponseSchema.parse(res.body);
    expect(body.chatMessages[0]?.messages.at(-1)?.images).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    expect(body.updatedTokens).toBe(2);
  });

  it("lays the creator's real face into a scene where the model painted someone else, and says so", async () => {
    await server.close();
    await start(DEFAULT_VERTEX_IMAGE_MODEL, 'late');
    const { token } = await signUp(server, ANN);
    const chatId = await newChat(server, token);
    // The upload is the astronaut; the model answers the cat, in both variants.
    const cat = (await normalizeUpload(fixture('chelsea.png'))).jpeg;
    fake.queue({ kind: 'image', picture: cat }, { kind: 'image', picture: cat });

    const res = await postGeneration(server, token, chatId, {
      file: fixture('astronaut.png'),
      filename: 'astronaut.png',
      contentType: 'image/png',
    }).expect(201);
    expect(generateThumbnailResponseSchema.parse(res.body).response).not.toContain(
      LIKENESS_MESSAGES.realFaceKept(2, 2),
    );
    await server.deps.thumbnails.lateWork.settled();
    const thread = await request(server.url)
      .get(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .expect(200);
    const reply = chatMessagesResponseSchema.parse(thread.body).chatMessages[0]?.messages.at(-1);
    // The local renderer's two, then the model's two with her face given back.
    expect(reply?.meta.painters).toEqual(['local', 'local', 'model', 'model']);
    expect(reply?.text).toContain(LIKENESS_MESSAGES.realFaceKept(2, 2));
    const images = reply?.images.slice(2) ?? [];

    // An edit the model repaints with the cat again gets her face back the same way.
    fake.queue({ kind: 'image', picture: cat });
    const edited = await request(server.url)
      .put(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .send({ url: images[0], prompt: 'make it brighter' })
      .expect(200);
    const editBody = editThumbnailResponseSchema.parse(edited.body);
    expect(editBody.response).toContain(LIKENESS_MESSAGES.realFaceKept(1, 1));
    const editedUrl = editBody.chat[0]?.messages.at(-1)?.images[0] ?? '';

    for (const url of [...images, editedUrl]) {
      const check = await authedPost(server, token, API_PATHS.thumbnailCheck(chatId), { url });
      const likeness = feedCheckResponseSchema
        .parse(check.body)
        .checks.find((each) => each.id === 'likeness');
      expect(likeness?.status).toBe('pass');
      const score = Number(/Likeness (\d\.\d\d)/.exec(likeness?.message ?? '')?.[1]);
      expect(score).toBeGreaterThanOrEqual(MIN_LIKENESS);
    }
  });

  it("answers 502 with the model's own message when it returns no image, and refunds", async () => {
    const { token } = await signUp(server, ANN);
    const chatId = await newChat(server, token);
    fake.queue({ kind: 'text-only' }, { kind: 'text-only' });

    const res = await postGeneration(server, token, chatId).expect(502);
    expect(generationFailedBodySchema.parse(res.body)).toEqual({
      message: MODEL_MESSAGES.noImage,
      code: 'upstream_failed',
      updatedTokens: 3,
    });
    expect((await currentUser(server, token)).tokenBalance).toBe(3);
  });

  it('answers 502 "generation is unavailable" and refunds when the configured model is retired', async () => {
    await server.close();
    await start('gemini-2.5-flash-image');
    const { token } = await signUp(server, ANN);
    const chatId = await newChat(server, token);

    const res = await postGeneration(server, token, chatId).expect(502);
    expect(generationFailedBodySchema.parse(res.body)).toEqual({
      message: 'Thumbnail generation is unavailable right now; your token was refunded.',
      code: 'upstream_failed',
      updatedTokens: 3,
    });
    expect((await currentUser(server, token)).tokenBalance).toBe(3);
  });
});
