import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIX,
  editThumbnailResponseSchema,
  generateThumbnailResponseSchema,
} from '@thumbforge/contract';
import { readSceneSource } from '../../src/adapters/local-renderer/scene-chunk.js';
import { MAX_STEPS } from '../../src/core/thumbnails/edit-operations.js';
import { startChildServer } from '../support/child-server.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, WEB_ORIGIN } from '../support/test-server.js';
import { FORM, fixture, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

const ENTRY = fileURLToPath(new URL('./embedded-server-entry.ts', import.meta.url));

/** The audit's prompt: 10,000 characters, each "dim" one more full-image pass before the fix. */
const DIMS = 'dim,'.repeat(2500);

/** Every base art the server stored, anywhere under its data folder. */
function storedBaseArts(dir: string): Buffer[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('-base.png'))
    .map((path) => readFileSync(join(dir, path)));
}

/*
 * The same adjustment asked thousands of times is one change: the edit is answered, /health
 * answers meanwhile, the reply says what was combined, and what the picture keeps of its edits
 * (replayed on every later redraw) holds one grade per kind.
 */
describe('an adjustment asked thousands of times', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    ({ child, url } = await startChildServer(ENTRY, temp.dir, { IMAGES_PER_GENERATION: '1' }));
  }, 60_000);
  afterAll(() => {
    child.kill('SIGKILL');
    temp.remove();
  });

  function call(path: string, init: RequestInit & { token?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    headers.set('Origin', WEB_ORIGIN);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    return fetch(`${url}${API_PREFIX}${path}`, { ...init, headers });
  }

  it('is one clamped change, said so, and the picture keeps one grade per kind', async () => {
    const signedUp = await call(API_PATHS.localAuth.signUp, {
      method: 'POST',
      body: JSON.stringify(ANN),
    });
    const { token } = (await signedUp.json()) as { token: string };
    const created = await call(API_PATHS.chats, { method: 'POST', token, body: '{}' });
    const { chat } = (await created.json()) as { chat: { _id: string } };
    const generate = async (prompt: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(FORM)) form.set(name, value);
      form.set('prompt', prompt);
      form.set('file', new Blob([fixture('rocket.jpg')], { type: 'image/jpeg' }), 'photo.jpg');
      const generated = await call(API_PATHS.thumbnails(chat._id), {
        method: 'POST',
        token,
        body: form,
      });
      expect(generated.status).toBe(201);
      const { chatMessages } = generateThumbnailResponseSchema.parse(await generated.json());
      return chatMessages[0]?.messages.at(-1)?.images[0];
    };
    const edit = (image: string | undefined, prompt: string) =>
      call(API_PATHS.thumbnails(chat._id), {
        method: 'PUT',
        token,
        body: JSON.stringify({ url: image, prompt }),
      });
    const image = await generate(FORM.prompt);

    const [edited, healthy] = await Promise.all([edit(image, DIMS), call('/health')]);
    expect(healthy.status).toBe(200);
    expect(edited.status).toBe(200);
    const { response, chat: answered } = editThumbnailResponseSchema.parse(await edited.json());
    expect(response).toContain('I made it much darker.');
    expect(response).toContain('"dim" (asked 2500 times, made as strong as one change goes)');

    const darkest = answered[0]?.messages.at(-1)?.images[0];
    // As dark as one change goes already: asked again, nothing changes and the token comes back.
    const again = await edit(darkest, DIMS);
    expect(again.status).toBe(200);
    expect(editThumbnailResponseSchema.parse(await again.json()).response).toContain(
      'The thumbnail is unchanged, so your token was refunded.',
    );
    // "dim" 300 times in a generation's description is one clamped change too.
    await generate(`${FORM.prompt}, ${'dim,'.repeat(300)}`);

    const finishes = storedBaseArts(temp.dir).map((png) => readSceneSource(png)?.scene.finish);
    const darker = { kind: 'brightness', direction: 'down', steps: MAX_STEPS };
    expect(finishes).toHaveLength(3);
    expect(finishes).toEqual(expect.arrayContaining([[], [darker], [darker]]));
  });
});
