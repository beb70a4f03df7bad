import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { createCanvasImageProcessor } from '../../src/adapters/imaging/canvas-image-processor.js';
import { createLocalRenderer } from '../../src/adapters/local-renderer/local-renderer.js';
import { createRenderPool } from '../../src/adapters/render-pool/render-pool.js';
import { startChildServer } from '../support/child-server.js';
import { blackPng } from '../support/crafted-uploads.js';
import { procStatus, resetPeak } from '../support/proc-memory.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, WEB_ORIGIN, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  currentUser,
  FORM,
  fixture,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

const ENTRY = fileURLToPath(new URL('./quick-model-server.ts', import.meta.url));
const MB = 1024 * 1024;

describe('many huge uploads at once', { timeout: 180_000 }, () => {
  const temp = makeTempDir();
  let child: ChildProcess;
  let url: string;
  // 155 KB on the wire, 40 megapixels (the most allowed) once decoded.
  const huge = blackPng(8000, 5000);

  beforeAll(async () => {
    ({ child, url } = await startChildServer(ENTRY, temp.dir, {
      IMAGES_PER_GENERATION: '1',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100',
    }));
  }, 60_000);
  afterAll(() => {
    child.kill('SIGKILL');
    temp.remove();
  });

  async function call(path: string, init: RequestInit & { token?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', bearer(init.token).Authorization);
    headers.set('Origin', WEB_ORIGIN);
    return fetch(`${url}${API_PREFIX}${path}`, { ...init, headers });
  }

  async function userWithChat(email: string) {
    const signedUp = await call(API_PATHS.localAuth.signUp, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ANN, email }),
    });
    const { token } = (await signedUp.json()) as { token: string };
    const created = await call(API_PATHS.chats, { method: 'POST', token, body: '{}' });
    const { chat } = (await created.json()) as { chat: { _id: string } };
    return { token, chatId: chat._id };
  }

  function upload(user: { token: string; chatId: string }, photo: Buffer, name: string) {
    const form = new FormData();
    for (const [field, value] of Object.entries(FORM)) form.append(field, value);
    form.append('file', new Blob([photo], { type: 'image/png' }), name);
    return call(API_PATHS.thumbnails(user.chatId), {
      method: 'POST',
      token: user.token,
      body: form,
    });
  }

  it('keeps memory bounded and answers /health while eight decode', async () => {
    const users = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => userWithChat(`${name}@example.com`)),
    );
    // One ordinary generation first, so what loads once (fonts, the renderer) is in the baseline.
    const first = users[0] ?? { token: '', chatId: '' };
    expect((await upload(first, fixture('rocket.jpg'), 'rocket.jpg')).status).toBe(201);

    const pid = child.pid ?? 0;
    const peakReset = resetPeak(pid);
    const before = procStatus(pid, 'VmRSS');
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, procStatus(pid, 'VmRSS'));
    }, 10);
    let uploadsDone = false;
    const uploads = Promise.all(
      users.flatMap((user) => [upload(user, huge, 'huge-1.png'), upload(user, huge, 'huge-2.png')]),
    ).finally(() => {
      uploadsDone = true;
    });
    try {
      // Once the server is visibly decoding (its memory grew by a decoded photo's worth)...
      while (!uploadsDone && procStatus(pid, 'VmRSS') - before < 100 * MB) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // ...a health check is answered before the uploads are done.
      const health = await call('/health');
      expect(health.status).toBe(200);
      expect(uploadsDone).toBe(false);

      const answers = await uploads;
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    } finally {
      clearInterval(sampler);
    }
    if (peakReset) peak = Math.max(peak, procStatus(pid, 'VmHWM'));
    const growth = peak - before;
    // One decode at a time adds about 0.55 GB (the decode, its redrawn copy, the worker thread);
    // the one analysis worker reading the redrawn photos beside it adds up to 0.3 GB, so eight
    // at once stay between 0.73 and 0.85 GB. With the pixel budget lifted, two threads decoding
    // at once added 1.35 GB.
    const figures = `RSS ${Math.round(before / MB)} MB, peak ${Math.round(peak / MB)} MB`;
    expect(growth, figures).toBeLessThan(1000 * MB);
  });
});

describe('an upload when the decoding queue is full', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  const pool = createRenderPool({ workers: 1, maxWaiting: 0 });
  const { queue } = pool;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => ({
        ...deps,
        thumbnails: {
          ...deps.thumbnails,
          imaging: createCanvasImageProcessor(pool),
          model: createLocalRenderer({ pool }),
          // One variant: its jobs come one after another, so a queue with no room still takes it.
          variants: 1,
        },
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
    temp.remove();
  });

  it('answers 503 with a message, charges nothing and stores nothing', async () => {
    const { token } = await signUp(server, ANN);
    const chatId = await newChat(server, token);
    const user = await currentUser(server, token);
    const ledgerBefore = await server.deps.ledger.entries(user.id);

    // Another upload holds the only decoding slot.
    let finish: () => void = () => {};
    const held = queue.run(1, () => new Promise<void>((resolve) => (finish = resolve)));
    const refused = await postGeneration(server, token, chatId, {
      file: blackPng(8000, 5000),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({ message: THUMBNAIL_MESSAGES.serverBusy, code: 'server_busy' });
    expect((await currentUser(server, token)).tokenBalance).toBe(user.tokenBalance);
    expect(await server.deps.ledger.entries(user.id)).toEqual(ledgerBefore);
    expect(await server.deps.messages.listByChat(chatId)).toEqual([]);

    finish();
    await held;
    await postGeneration(server, token, chatId).expect(201);
    expect((await currentUser(server, token)).tokenBalance).toBe(user.tokenBalance - 1);
  });
});
