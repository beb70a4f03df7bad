import { join } from 'node:path';
import { bearer } from '../support/payments.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  changeSchema,
  chatMessagesResponseSchema,
  createdApiKeySchema,
  editThumbnailResponseSchema,
  generateThumbnailResponseSchema,
  MODEL_MESSAGES,
  THUMBNAIL_MESSAGES,
  type Message,
} from '@thumbforge/contract';
import { runMaintenance } from '../../src/composition/maintenance.js';
import { UpstreamFailed } from '../../src/core/errors.js';
import { MODEL_TIMED_OUT } from '../../src/core/thumbnails/index.js';
import type { RemoteModel } from '../../src/core/thumbnails/index.js';
import type { LateWorkQueue } from '../../src/core/ports/late-work-queue.port.js';
import {
  runLateTask,
  sweepPaintingReplies,
  type LateTask,
} from '../../src/core/thumbnails/late-variants/index.js';
import { openEventStream, type EventStreamClient } from '../support/event-stream.js';
import { filesUnder } from '../support/files-under.js';
import { flatModel, heldModel } from '../support/held-model.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  currentUser,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

describe('a generation with a remote model', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let held: ReturnType<typeof heldModel>;
  let remote: RemoteModel;
  /** Every task the generations put on the queue, as the queue got it. */
  const queued: LateTask[] = [];
  const local = flatModel('#e50914');
  let emails = 0;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      // Each failure here is the variant's last: retries have a test of their own.
      lateWork: { attempts: 1 },
      override: (deps) => {
        held = heldModel();
        remote = { model: held.model, expectedSeconds: 30 };
        const queue = deps.thumbnails.lateWork;
        const lateWork: LateWorkQueue = {
          enqueue: async (tasks) => {
            queued.push(...tasks.map(({ task }) => task));
            await queue.enqueue(tasks);
          },
          settled: () => queue.settled(),
        };
        return {
          ...deps,
          thumbnails: {
            ...deps.thumbnails,
            model: local,
            remote,
            lateWork,
            modelTimeoutMs: 60_000,
          },
        };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const call = (method: 'get' | 'delete', path: string, token: string) =>
    request(server.url)[method](server.api(path)).set(bearer(token));

  /**
   * A new user's generation, answered: its reply and the remote model's calls, still held. Asked
   * with an API key named `keyName` when one is given, else with the session.
   */
  async function generated(keyName?: string) {
    emails += 1;
    held.calls.length = 0;
    const { token } = await signUp(server, { ...ANN, email: `late${emails}@example.com` });
    const asker = keyName ? await apiKeyOf(token, keyName) : token;
    const chatId = await newChat(server, asker);
    const res = await postGeneration(server, asker, chatId).expect(201);
    const body = generateThumbnailResponseSchema.parse(res.body);
    const reply = body.chatMessages[0]?.messages.at(-1) as Message;
    return { token, chatId, reply, body, calls: await held.waitForCalls(2) };
  }

  async function apiKeyOf(token: string, name: string): Promise<string> {
    const res = await authedPost(server, token, API_PATHS.apiKeys, {
      name,
      scopes: ['thumbnails'],
    });
    return createdApiKeySchema.parse(res.body).key;
  }

  async function replyOf(token: string, chatId: string): Promise<Message | undefined> {
    const res = await call('get', API_PATHS.thumbnails(chatId), token).expect(200);
    return chatMessagesResponseSchema.parse(res.body).chatMessages[0]?.messages.at(-1);
  }

  it('answers with the local variants first; each model variant joins the reply as it arrives, in any order, for one token', async () => {
    const { token, chatId, reply, body, calls } = await generated();
    expect(reply.images).toHaveLength(2);
    expect(reply.meta.painting).toMatchObject({ variants: 2, expectedSeconds: 30 });
    expect(reply.text).toContain(THUMBNAIL_MESSAGES.modelPainting(2));
    expect(body.updatedTokens).toBe(2);

    // One call per variant, each with its own plan, so each can arrive alone.
    expect(calls.map((call) => call.request.variants.length)).toEqual([1, 1]);
    expect(calls[0]?.request.variants[0]).not.toEqual(calls[1]?.request.variants[0]);
    const [first, second] = calls;
    await second?.paint('#22d35b');
    await expect.poll(async () => (await replyOf(token, chatId))?.images.length).toBe(3);
    expect((await replyOf(token, chatId))?.meta.painting?.variants).toBe(1);

    await first?.paint();
    await server.deps.thumbnails.lateWork.settled();
    const done = await replyOf(token, chatId);
    expect(done?.images).toHaveLength(4);
    expect(done?.meta.painting).toBeUndefined();
    expect(done?.meta.painters).toEqual(['local', 'local', 'model', 'model']);
    // A tech thumbnail shows the thing held, so the prompt's feeling does not make the face bigger.
    expect(done?.text).toBe(
      'Here are 4 thumbnails for "Launch Day Vlog". Select one and tell me what to change.',
    );
    expect((await currentUser(server, token)).tokenBalance).toBe(2);
  });

  it('joins a variant delivered twice once, and a task run again after it joined paints nothing', async () => {
    queued.length = 0;
    const { token, chatId, reply, calls } = await generated();
    const tasks = queued.filter((task) => task.reply.replyId === reply._id);
    expect(tasks.map((task) => (task.kind === 'paint' ? task.variant : task.kind)).sort()).toEqual([
      0,
      1,
      'settle',
    ]);
    const first = tasks.find((task) => task.kind === 'paint' && task.variant === 0) as LateTask;
    // Cloud Tasks delivers at least once: the same variant painted twice at the same time.
    const again = runLateTask(first, { final: true }, server.deps);
    const [, , duplicate] = await held.waitForCalls(3);
    await calls[0]?.paint('#22d35b');
    await duplicate?.paint('#ff4fb0');
    await again;
    await calls[1]?.paint();
    await server.deps.thumbnails.lateWork.settled();

    const done = await replyOf(token, chatId);
    expect(done?.images).toHaveLength(4);
    expect(done?.meta.painters).toEqual(['local', 'local', 'model', 'model']);
    expect(done?.meta.painting).toBeUndefined();
    expect((await currentUser(server, token)).tokenBalance).toBe(2);
    const modelFiles = filesUnder(join(temp.dir, 'files')).filter(
      (path) => path.includes(reply._id) && path.includes('model-1-'),
    );
    expect(new Set(modelFiles.map((path) => /model-1-(\w+)/.exec(path)?.[1])).size).toBe(1);

    // Run once more after the reply settled: nothing is painted, written or refunded.
    const callsBefore = held.calls.length;
    await runLateTask(first, { final: true }, server.deps);
    await runLateTask(
      tasks.find((task) => task.kind === 'settle') as LateTask,
      { final: true },
      server.deps,
    );
    expect(held.calls).toHaveLength(callsBefore);
    expect(await replyOf(token, chatId)).toEqual(done);
    expect((await currentUser(server, token)).tokenBalance).toBe(2);
  });

  it('settles a reply whose variants never came once they are overdue: the local ones stay and the token comes back', async () => {
    queued.length = 0;
    const { token, chatId, reply, calls } = await generated();
    const settle = queued.find(
      (task) => task.kind === 'settle' && task.reply.replyId === reply._id,
    ) as LateTask;
    // The settle task's time has come (its delay is the queue's), the model still painting.
    await runLateTask(settle, { final: true }, server.deps);
    const done = await replyOf(token, chatId);
    expect(done?.images).toHaveLength(2);
    expect(done?.meta.painting).toBeUndefined();
    expect(done?.text).toContain(MODEL_TIMED_OUT);
    expect((await currentUser(server, token)).tokenBalance).toBe(3);

    // A variant arriving after that joins nothing.
    await calls[0]?.paint();
    calls[1]?.fail(new Error('socket hang up'));
    await server.deps.thumbnails.lateWork.settled();
    expect(await replyOf(token, chatId)).toEqual(done);
    expect((await currentUser(server, token)).tokenBalance).toBe(3);
  });

  it('settles by the sweep a reply whose settle task was lost, once however often it runs; a deleted chat gets nothing', async () => {
    const lost = await generated();
    const deleted = await generated();
    await call('delete', API_PATHS.chat(deleted.chatId), deleted.token).expect(200);
    // Not yet overdue: the sweep leaves the reply painting.
    await sweepPaintingReplies(server.deps);
    expect((await replyOf(lost.token, lost.chatId))?.meta.painting).toBeDefined();

    // A day on, the settle tasks (their delay is the queue's) never having run: the scheduled
    // maintenance and the embedded server's sweep at once.
    const later = { ...server.deps, now: () => new Date(Date.now() + 24 * 60 * 60 * 1000) };
    const [maintained, swept] = await Promise.all([
      runMaintenance(later),
      sweepPaintingReplies(later),
    ]);
    // Whichever read the replies first settled them (the second may find them forgotten).
    expect(maintained.settledPainting + swept).toBeGreaterThanOrEqual(2);
    const done = await replyOf(lost.token, lost.chatId);
    expect(done?.images).toHaveLength(2);
    expect(done?.meta.painting).toBeUndefined();
    expect(done?.text).toContain(MODEL_TIMED_OUT);
    expect((await currentUser(server, lost.token)).tokenBalance).toBe(3);
    expect((await currentUser(server, deleted.token)).tokenBalance).toBe(2);
    expect(await server.deps.thumbnails.paintingReplies.listBefore(later.now(), 100)).toEqual([]);

    // Variants arriving after that join nothing.
    for (const { calls } of [lost, deleted]) {
      await calls[0]?.paint();
      calls[1]?.fail(new Error('socket hang up'));
    }
    await server.deps.thumbnails.lateWork.settled();
    expect(await replyOf(lost.token, lost.chatId)).toEqual(done);
    expect((await currentUser(server, lost.token)).tokenBalance).toBe(3);
  });

  it('keeps the local variants and refunds the token when the model fails or refuses every variant', async () => {
    const { token, chatId, calls } = await generated('agency script');
    calls[0]?.fail(new UpstreamFailed(MODEL_MESSAGES.blocked, 'prompt blocked'));
    calls[1]?.fail(new Error('socket hang up'));
    await server.deps.thumbnails.lateWork.settled();

    const done = await replyOf(token, chatId);
    expect(done?.images).toHaveLength(2);
    expect(done?.meta.painting).toBeUndefined();
    expect(done?.text).toContain(MODEL_MESSAGES.blocked);
    const user = await currentUser(server, token);
    expect(user.tokenBalance).toBe(3);
    // Asked with a key: the refund names it, as the debit did.
    expect((await server.deps.ledger.entries(user.id)).slice(-2)).toMatchObject([
      { reason: 'generation', note: 'API key "agency script"' },
      { reason: 'refund', note: 'API key "agency script"' },
    ]);
  });

  it('says how many failed and keeps the token when some arrive', async () => {
    const { token, chatId, calls } = await generated();
    await calls[0]?.paint();
    calls[1]?.fail(new Error('socket hang up'));
    await server.deps.thumbnails.lateWork.settled();

    const done = await replyOf(token, chatId);
    expect(done?.images).toHaveLength(3);
    expect(done?.text).toContain('Here are 3 thumbnails');
    expect(done?.text).toContain(THUMBNAIL_MESSAGES.modelPartlyPainted(1, 2));
    expect((await currentUser(server, token)).tokenBalance).toBe(2);
  });

  it('stops the model at its deadline, refunds and says so', async () => {
    remote.timeoutMs = 50;
    try {
      const { token, chatId, calls } = await generated();
      await server.deps.thumbnails.lateWork.settled();
      expect(calls.every((held) => held.stopped)).toBe(true);
      const done = await replyOf(token, chatId);
      expect(done?.images).toHaveLength(2);
      expect(done?.text).toContain(MODEL_TIMED_OUT);
      expect((await currentUser(server, token)).tokenBalance).toBe(3);
    } finally {
      delete remote.timeoutMs;
    }
  });

  it('writes nothing into a chat deleted while the model paints, and stops the rest', async () => {
    const { token, chatId, calls } = await generated();
    const folder = join(temp.dir, 'files');
    await call('delete', API_PATHS.chat(chatId), token).expect(200);

    await calls[0]?.paint();
    await server.deps.thumbnails.lateWork.settled();
    expect(calls[1]?.stopped).toBe(true);
    expect(filesUnder(folder).filter((path) => path.includes(chatId))).toEqual([]);
    expect((await currentUser(server, token)).tokenBalance).toBe(2);
  });

  it('writes nothing for an account closed while the model paints', async () => {
    const { token, chatId, calls } = await generated();
    await authedPost(server, token, API_PATHS.closeAccount, {}).expect(200);

    await calls[0]?.paint();
    calls[1]?.fail(new Error('socket hang up'));
    await server.deps.thumbnails.lateWork.settled();
    const done = await replyOf(token, chatId);
    expect(done?.images).toHaveLength(2);
    expect(done?.meta.painting).toEqual(expect.objectContaining({ variants: 2 }));
    expect((await currentUser(server, token)).tokenBalance).toBe(2);
  });

  it('tells every open tab when a model variant arrives', async () => {
    const { token, chatId, calls } = await generated();
    const url = `${server.url}${server.api(API_PATHS.events)}`;
    const tabs: EventStreamClient[] = await Promise.all([
      openEventStream(url, token),
      openEventStream(url, token),
    ]);
    try {
      for (const tab of tabs) expect((await tab.next()).event).toBe('ready');
      await calls[0]?.paint();
      for (const tab of tabs) {
        const event = await tab.next();
        expect(changeSchema.parse(JSON.parse(event.data))).toEqual({ kind: 'messages', chatId });
      }
      await calls[1]?.paint();
      await server.deps.thumbnails.lateWork.settled();
    } finally {
      for (const tab of tabs) tab.close();
    }
  });

  it('edits a model variant with the model and a local one with the local renderer', async () => {
    const { token, chatId, reply, calls } = await generated();
    const editOf = async (url: string) => {
      const res = await request(server.url)
        .put(server.api(API_PATHS.thumbnails(chatId)))
        .set(bearer(token))
        .send({ url, prompt: 'make it brighter' })
        .expect(200);
      return editThumbnailResponseSchema.parse(res.body);
    };
    await calls[0]?.paint();
    await calls[1]?.paint();
    await server.deps.thumbnails.lateWork.settled();
    const modelUrl = (await replyOf(token, chatId))?.images[2] ?? '';

    const byModel: string[] = [];
    held.model.editBaseArt = async (edit) => {
      byModel.push('edit');
      return flatModel('#2f7bff').editBaseArt(edit);
    };
    const localEdits = local.edits;
    await editOf(reply.images[0] ?? '');
    expect([local.edits - localEdits, byModel.length]).toEqual([1, 0]);

    const edited = await editOf(modelUrl);
    expect([local.edits - localEdits, byModel.length]).toEqual([1, 1]);
    expect(edited.chat[0]?.messages.at(-1)).toMatchObject({
      images: [expect.any(String)],
      meta: { painters: ['model'] },
    });
  });
});
