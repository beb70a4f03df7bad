import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { embeddedDatabaseFile } from '../../src/composition/embedded.js';
import { startChildServer } from '../support/child-server.js';
import { startFakeVertex, type FakeVertex } from '../support/fake-vertex.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

const ENTRY = fileURLToPath(new URL('./late-model-server.ts', import.meta.url));

function lateTasks(dataDir: string): { id: string; attempts: number; leased: number }[] {
  const db = new Database(embeddedDatabaseFile(dataDir), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT id, attempts, leased_until IS NOT NULL AS leased FROM late_tasks ORDER BY id',
      )
      .all() as { id: string; attempts: number; leased: number }[];
  } finally {
    db.close();
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(
  'the server killed with SIGKILL while the image model paints',
  { timeout: RENDER_TIMEOUT_MS * 2 },
  () => {
    const temp = makeTempDir();
    let fake: FakeVertex | undefined;
    let child: ChildProcess | undefined;
    let server: TestServer | undefined;
    afterAll(async () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await server?.close();
      await fake?.close();
      temp.remove();
    });

    it('paints the variants again when it starts on the same data, and the reply settles', async () => {
      fake = await startFakeVertex();
      const vertex = { VERTEX_API_KEY: 'test-express-key', VERTEX_BASE_URL: fake.url };
      // The model never answers the first server: it dies with both variants painting.
      fake.queue({ kind: 'hang' }, { kind: 'hang' });
      const running = await startChildServer(ENTRY, temp.dir, vertex);
      child = running.child;
      const childServer = { url: running.url, api: (path: string) => `/api/v1${path}` };
      const { token } = await signUp(childServer as TestServer, ANN);
      const userId = String(decodeToken(token).payload.sub);
      const chatId = await newChat(childServer as TestServer, token);
      const answered = await postGeneration(childServer as TestServer, token, chatId).expect(201);
      const replyId = String(
        (
          answered.body as { chatMessages: { messages: { _id: string }[] }[] }
        ).chatMessages[0]?.messages.at(-1)?._id,
      );
      await waitFor(() => fake?.requests.length === 2);
      expect(lateTasks(temp.dir)).toEqual([
        { id: `${replyId}-paint-0`, attempts: 1, leased: 1 },
        { id: `${replyId}-paint-1`, attempts: 1, leased: 1 },
        { id: `${replyId}-settle`, attempts: 0, leased: 0 },
      ]);
      child.kill('SIGKILL');
      await once(child, 'exit');
      expect(child.signalCode).toBe('SIGKILL');

      // The next start takes the two leased tasks again and the model answers this time.
      server = await startTestServer(temp.dir, vertex);
      const deps = server.deps;
      await waitFor(async () => {
        const reply = await deps.messages.get(chatId, replyId);
        return reply !== null && reply.meta.painting === undefined;
      });
      const reply = await deps.messages.get(chatId, replyId);
      expect(reply?.images).toHaveLength(4);
      expect(reply?.meta.painters).toEqual(['local', 'local', 'model', 'model']);
      expect(reply?.text).toMatch(/^Here are 4 thumbnails/);
      expect(reply?.text).not.toContain(THUMBNAIL_MESSAGES.modelPainting(2));
      // The token paid for it once, and no refund: the variants came.
      expect(await deps.ledger.balance(userId)).toBe(2);
      expect(fake.requests).toHaveLength(4);
      // It settled by its variants, long before the backstop's time: that task still waits.
      expect(lateTasks(temp.dir)).toEqual([{ id: `${replyId}-settle`, attempts: 0, leased: 0 }]);
    });
  },
);
