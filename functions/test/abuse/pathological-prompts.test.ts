import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIX,
  editThumbnailResponseSchema,
  generateThumbnailResponseSchema,
  LIMITS,
  meResponseSchema,
} from '@thumbforge/contract';
import { startChildServer } from '../support/child-server.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, WEB_ORIGIN } from '../support/test-server.js';
import { FORM, fixture, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

const ENTRY = fileURLToPath(new URL('./embedded-server-entry.ts', import.meta.url));

/** The audit's reproduction: 3,018 characters that held the server for 22.6 s. */
const REPRODUCTION = `make it brighter${' -'.repeat(1500)} x`;
/** The same shape at the longest prompt allowed: minutes of backtracking before the fix. */
const LONGEST = `make it brighter${' -'.repeat((LIMITS.promptMaxChars - 18) / 2)} x`;

/*
 * The server runs in its own process, so while a request blocks its event loop this test's clock
 * still runs: a prompt that backtracked for minutes fails here by the test's timeout instead of
 * freezing the test runner with it.
 */
describe('edit prompts built to make patterns backtrack', { timeout: RENDER_TIMEOUT_MS }, () => {
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

  it('are answered, and the server answers others meanwhile', async () => {
    expect(REPRODUCTION).toHaveLength(3018);
    expect(LONGEST).toHaveLength(LIMITS.promptMaxChars);
    const signedUp = await call(API_PATHS.localAuth.signUp, {
      method: 'POST',
      body: JSON.stringify(ANN),
    });
    const { token } = (await signedUp.json()) as { token: string };
    const created = await call(API_PATHS.chats, { method: 'POST', token, body: '{}' });
    const { chat } = (await created.json()) as { chat: { _id: string } };
    const form = new FormData();
    for (const [name, value] of Object.entries(FORM)) form.set(name, value);
    form.set('file', new Blob([fixture('rocket.jpg')], { type: 'image/jpeg' }), 'photo.jpg');
    const generated = await call(API_PATHS.thumbnails(chat._id), {
      method: 'POST',
      token,
      body: form,
    });
    expect(generated.status).toBe(201);
    const image = generateThumbnailResponseSchema.parse(await generated.json()).chatMessages[0]
      ?.messages[1]?.images[0];

    for (const prompt of [REPRODUCTION, LONGEST]) {
      const answered: string[] = [];
      const [edited, healthy] = await Promise.all([
        call(API_PATHS.thumbnails(chat._id), {
          method: 'PUT',
          token,
          body: JSON.stringify({ url: image, prompt }),
        }).then((res) => (answered.push('edit'), res)),
        call('/health').then((res) => (answered.push('health'), res)),
      ]);
      expect(answered.sort()).toEqual(['edit', 'health']);
      expect(healthy.status).toBe(200);
      expect(edited.status).toBe(200);
      expect(editThumbnailResponseSchema.parse(await edited.json()).response).toMatch(/bright/i);
    }

    // The style note was cut from the prompt, its loose dashes trimmed away.
    const me = meResponseSchema.parse(await (await call(API_PATHS.me, { token })).json());
    expect(me.user.preferences.styleNotes).toEqual(['make it brighter']);
  });
});
