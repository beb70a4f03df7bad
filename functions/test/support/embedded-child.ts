import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { API_PATHS, API_PREFIX, generateThumbnailResponseSchema } from '@thumbforge/contract';
import { startChildServer } from './child-server.js';
import { makeTempDir } from './temp-dir.js';
import { ANN, WEB_ORIGIN } from './test-server.js';
import { FORM, fixture } from './thumbnails.js';
import { bearer } from './payments.js';

const ENTRY = fileURLToPath(new URL('../abuse/embedded-server-entry.ts', import.meta.url));

/**
 * The embedded server exactly as `npm start` runs it, in its own process for the suite (started
 * before its tests, killed after), one image per generation: while a request blocks the server's
 * event loop, the test's clock still runs. `dataDir` is where it keeps its files.
 */
export function useEmbeddedChild() {
  const temp = makeTempDir();
  let child: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    ({ child, url } = await startChildServer(ENTRY, temp.dir, { IMAGES_PER_GENERATION: '1' }));
  }, 60_000);
  afterAll(() => {
    child?.kill('SIGKILL');
    temp.remove();
  });

  function call(path: string, init: RequestInit & { token?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', bearer(init.token).Authorization);
    headers.set('Origin', WEB_ORIGIN);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    return fetch(`${url}${API_PREFIX}${path}`, { ...init, headers });
  }

  /** Ann signed up with a new chat. */
  async function signUpWithChat(): Promise<{ token: string; chatId: string }> {
    const signedUp = await call(API_PATHS.localAuth.signUp, {
      method: 'POST',
      body: JSON.stringify(ANN),
    });
    const { token } = (await signedUp.json()) as { token: string };
    const created = await call(API_PATHS.chats, { method: 'POST', token, body: '{}' });
    const { chat } = (await created.json()) as { chat: { _id: string } };
    return { token, chatId: chat._id };
  }

  /** A generation from the rocket photo, which must succeed; the URL of its image. */
  async function generate(token: string, chatId: string, prompt: string = FORM.prompt) {
    const form = new FormData();
    for (const [name, value] of Object.entries(FORM)) form.set(name, value);
    form.set('prompt', prompt);
    form.set('file', new Blob([fixture('rocket.jpg')], { type: 'image/jpeg' }), 'photo.jpg');
    const generated = await call(API_PATHS.thumbnails(chatId), {
      method: 'POST',
      token,
      body: form,
    });
    expect(generated.status).toBe(201);
    const { chatMessages } = generateThumbnailResponseSchema.parse(await generated.json());
    return chatMessages[0]?.messages.at(-1)?.images[0];
  }

  return { dataDir: temp.dir, call, signUpWithChat, generate };
}
