import request from 'supertest';
import { bearer } from '../support/payments.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plainTextMessage,
  API_PATHS,
  API_PREFIX,
  chatListResponseSchema,
  chatResponseSchema,
  deleteChatResponseSchema,
  errorBodySchema,
  MESSAGES,
  RECORD_ID_PATTERN,
  type Chat,
} from '@thumbforge/contract';
import { chatFilesPrefix } from '../../src/core/chats/chat-files.js';
import type { MessageRecord } from '../../src/core/ports/message-store.port.js';
import type { AppDeps } from '../../src/http/app-deps.js';
import { createApp } from '../../src/http/create-app.js';
import { createCaptureLogger } from '../support/capture-logger.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { signedLink } from '../support/thumbnails.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const MISSING_ID = 'AbCdEfGhIjKlMnOpQrSt';
const MALFORMED_IDS = ['nope', 'x'.repeat(21), 'AbCdEfGhIjKlMnOpQrS-', '..%2F..%2Fkeys', '%00'];

describe('chats over HTTP', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let users = 0;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  /** A fresh signed-up user: its token and id. */
  async function newUser(): Promise<{ token: string; id: string }> {
    users += 1;
    const { token } = await signUp(server, { ...ANN, email: `user${users}@example.com` });
    return { token, id: String(decodeToken(token).payload.sub) };
  }

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, token: string) =>
    request(server.url)[method](server.api(path)).set(bearer(token));

  async function createChat(token: string): Promise<Chat> {
    const res = await call('post', API_PATHS.chats, token).send({}).expect(201);
    return chatResponseSchema.parse(res.body).chat;
  }

  async function listChats(token: string): Promise<Chat[]> {
    const res = await call('get', API_PATHS.chats, token).expect(200);
    return chatListResponseSchema.parse(res.body).chat;
  }

  function expectError(res: request.Response, message: string, code: string): void {
    expect(res.headers['content-type']).toMatch(/json/);
    expect(errorBodySchema.parse(res.body)).toEqual({ message, code });
  }

  /** Every call that names a chat, each expected to answer 404 Chat not found for `id`. */
  function callsNaming(id: string, token: string) {
    return [
      call('get', API_PATHS.thumbnails(id), token),
      call('put', API_PATHS.chat(id), token).send({ rename: 'Taken over' }),
      call('delete', API_PATHS.chat(id), token),
      call('get', API_PATHS.pinChat(id), token),
    ];
  }

  function message(
    chatId: string,
    ownerId: string,
    id: string,
    fields: Partial<MessageRecord> = {},
  ) {
    return {
      id,
      chatId,
      ownerId,
      role: 'user',
      text: 'A thumbnail',
      images: [],
      status: 'complete',
      meta: {},
      createdAt: new Date().toISOString(),
      ...fields,
    } satisfies MessageRecord;
  }

  it('require a bearer session', async () => {
    for (const res of [
      await request(server.url).get(server.api(API_PATHS.chats)),
      await request(server.url).post(server.api(API_PATHS.chats)).send({}),
      await request(server.url)
        .put(server.api(API_PATHS.chat(MISSING_ID)))
        .send({ rename: 'x' }),
      await request(server.url).delete(server.api(API_PATHS.chat(MISSING_ID))),
      await request(server.url).get(server.api(API_PATHS.pinChat(MISSING_ID))),
      await request(server.url).get(server.api(API_PATHS.thumbnails(MISSING_ID))),
    ]) {
      expect(res.status).toBe(401);
      expectError(res, MESSAGES.signInRequired, 'unauthenticated');
    }
  });

  it('work on a first call: the user record is created with its free tokens', async () => {
    const { token, id } = await newUser();
    expect(await server.deps.users.get(id)).toBeNull();

    expect(await listChats(token)).toEqual([]);
    expect(await server.deps.ledger.balance(id)).toBe(3);
  });

  it('create an untitled, unpinned chat (201) without spending a token', async () => {
    const { token, id } = await newUser();

    const res = await call('post', API_PATHS.chats, token).send({}).expect(201);
    const { chat } = chatResponseSchema.parse(res.body);

    expect(chat).toEqual({
      _id: expect.stringMatching(RECORD_ID_PATTERN),
      title: '',
      pinned: false,
      createdAt: chat.createdAt,
      updatedAt: chat.createdAt,
    });
    expect(Date.parse(chat.createdAt)).not.toBeNaN();
    expect(await listChats(token)).toEqual([chat]);
    expect(await server.deps.ledger.balance(id)).toBe(3);
  });

  it('refuse to create a chat at balance 0 with 402 Not enough tokens to continue', async () => {
    const { token, id } = await newUser();
    await listChats(token);
    await server.deps.ledger.apply(id, { key: 'gen:drain', delta: -3, reason: 'generation' });

    const res = await call('post', API_PATHS.chats, token).send({}).expect(402);
    expectError(res, MESSAGES.notEnoughTokens, 'insufficient_tokens');
    expect(await listChats(token)).toEqual([]);

    // One token back, and creating works again.
    await server.deps.ledger.apply(id, { key: 'refund:drain', delta: 1, reason: 'refund' });
    await createChat(token);
  });

  it('list pinned chats first, then the newest createdAt first', async () => {
    const { token } = await newUser();
    const created: Chat[] = [];
    for (let i = 0; i < 4; i += 1) {
      created.push(await createChat(token));
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct createdAt
    }
    const [first, second, third, fourth] = created.map((chat) => chat._id);

    expect((await listChats(token)).map((chat) => chat._id)).toEqual([
      fourth,
      third,
      second,
      first,
    ]);

    await call('get', API_PATHS.pinChat(first!), token).expect(200);
    await call('get', API_PATHS.pinChat(third!), token).expect(200);
    const listed = await listChats(token);
    expect(listed.map((chat) => chat._id)).toEqual([third, first, fourth, second]);
    expect(listed.map((chat) => chat.pinned)).toEqual([true, true, false, false]);
  });

  it('rename a chat, trimming the title, and keep it', async () => {
    const { token } = await newUser();
    const chat = await createChat(token);

    const res = await call('put', API_PATHS.chat(chat._id), token)
      .send({ rename: '  Launch day  ' })
      .expect(200);
    const renamed = chatResponseSchema.parse(res.body).chat;
    expect(renamed).toMatchObject({ _id: chat._id, title: 'Launch day', pinned: false });
    expect(renamed.createdAt).toBe(chat.createdAt);
    expect(renamed.updatedAt >= chat.updatedAt).toBe(true);
    expect(await listChats(token)).toEqual([renamed]);

    const longest = 'x'.repeat(100);
    await call('put', API_PATHS.chat(chat._id), token).send({ rename: longest }).expect(200);
    expect((await listChats(token))[0]?.title).toBe(longest);
  });

  it('refuse a bad rename body with 400 and a clear message, changing nothing', async () => {
    const { token } = await newUser();
    const chat = await createChat(token);
    await call('put', API_PATHS.chat(chat._id), token).send({ rename: 'Kept' }).expect(200);

    const cases: [unknown, string][] = [
      [{}, 'A new title is required'],
      [{ rename: '' }, 'The title cannot be empty'],
      [{ rename: '   ' }, 'The title cannot be empty'],
      [{ rename: 'x'.repeat(101) }, 'The title can be at most 100 characters'],
      [{ rename: 42 }, 'A new title is required'],
      [{ rename: null }, 'A new title is required'],
      [['rename'], 'A new title is required'],
      [{ rename: 'Nul\u0000title' }, plainTextMessage('The title')],
      [{ rename: 'Half \ud83d emoji' }, plainTextMessage('The title')],
      [{ rename: 'Two\nlines' }, plainTextMessage('The title')],
    ];
    for (const [body, message] of cases) {
      const res = await call('put', API_PATHS.chat(chat._id), token).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectError(res, message, 'invalid_input');
    }

    const malformed = await call('put', API_PATHS.chat(chat._id), token)
      .set('Content-Type', 'application/json')
      .send('{"rename": "Oops"');
    expect(malformed.status).toBe(400);
    expectError(malformed, 'The request body is not valid JSON', 'invalid_input');

    const noBody = await call('put', API_PATHS.chat(chat._id), token);
    expect(noBody.status).toBe(400);
    expectError(noBody, 'A new title is required', 'invalid_input');

    expect((await listChats(token))[0]?.title).toBe('Kept');
  });

  it('toggle pinned on each GET /chat/pin/{id}', async () => {
    const { token } = await newUser();
    const chat = await createChat(token);

    const pinned = await call('get', API_PATHS.pinChat(chat._id), token).expect(200);
    expect(chatResponseSchema.parse(pinned.body).chat).toMatchObject({
      _id: chat._id,
      pinned: true,
    });
    expect((await listChats(token))[0]?.pinned).toBe(true);

    const unpinned = await call('get', API_PATHS.pinChat(chat._id), token).expect(200);
    expect(chatResponseSchema.parse(unpinned.body).chat).toMatchObject({ pinned: false });
    expect((await listChats(token))[0]?.pinned).toBe(false);
  });

  it('answer 404 Chat not found for another user’s chat, and leave it untouched', async () => {
    const ann = await newUser();
    const bob = await newUser();
    const chat = await createChat(ann.token);
    await call('put', API_PATHS.chat(chat._id), ann.token).send({ rename: 'Ann only' }).expect(200);
    await server.deps.messages.append(message(chat._id, ann.id, 'msgAnn00000000000001'));
    const filePath = `${chatFilesPrefix(ann.id, chat._id)}art.jpg`;
    await server.deps.files.put(filePath, JPEG, 'image/jpeg');
    const before = await listChats(ann.token);

    for (const pending of callsNaming(chat._id, bob.token)) {
      const res = await pending;
      expect(res.status).toBe(404);
      expectError(res, MESSAGES.chatNotFound, 'not_found');
      expect(res.text).not.toContain('Ann only');
    }

    expect(await listChats(bob.token)).toEqual([]);
    expect(await listChats(ann.token)).toEqual(before);
    expect(await server.deps.messages.listByChat(chat._id)).toHaveLength(1);
    expect(await server.deps.files.read(filePath)).not.toBeNull();
  });

  it('answer a malformed id with 404 Chat not found', async () => {
    const { token } = await newUser();
    for (const id of MALFORMED_IDS) {
      for (const pending of callsNaming(id, token)) {
        const res = await pending;
        expect(res.status, id).toBe(404);
        expectError(res, MESSAGES.chatNotFound, 'not_found');
      }
    }
  });

  it('answer a missing chat with 404 Chat not found', async () => {
    const { token } = await newUser();
    await createChat(token);
    for (const pending of callsNaming(MISSING_ID, token)) {
      const res = await pending;
      expect(res.status).toBe(404);
      expectError(res, MESSAGES.chatNotFound, 'not_found');
    }
  });

  it('delete a chat with its messages and files, and only those', async () => {
    const { token, id } = await newUser();
    const doomed = await createChat(token);
    const kept = await createChat(token);
    await server.deps.messages.append(message(doomed._id, id, 'msgDoomed00000000001'));
    await server.deps.messages.append(
      message(doomed._id, id, 'msgDoomed00000000002', { role: 'assistant' }),
    );
    await server.deps.messages.append(message(kept._id, id, 'msgKept0000000000001'));
    const doomedFile = `${chatFilesPrefix(id, doomed._id)}upload.jpg`;
    const keptFile = `${chatFilesPrefix(id, kept._id)}upload.jpg`;
    await server.deps.files.put(doomedFile, JPEG, 'image/jpeg');
    await server.deps.files.put(
      `${chatFilesPrefix(id, doomed._id)}gen/out.jpg`,
      JPEG,
      'image/jpeg',
    );
    await server.deps.files.put(keptFile, JPEG, 'image/jpeg');
    const doomedUrl = signedLink(server, doomedFile);
    await request(server.url).get(doomedUrl).expect(200);

    const res = await call('delete', API_PATHS.chat(doomed._id), token).expect(200);
    expect(deleteChatResponseSchema.parse(res.body)).toEqual({ success: true });

    expect((await listChats(token)).map((chat) => chat._id)).toEqual([kept._id]);
    expect(await server.deps.messages.listByChat(doomed._id)).toEqual([]);
    expect(await server.deps.files.read(doomedFile)).toBeNull();
    await request(server.url).get(doomedUrl).expect(404);
    expect(await server.deps.messages.listByChat(kept._id)).toHaveLength(1);
    expect(await server.deps.files.read(keptFile)).not.toBeNull();

    const again = await call('delete', API_PATHS.chat(doomed._id), token).expect(404);
    expectError(again, MESSAGES.chatNotFound, 'not_found');
    await call('get', API_PATHS.thumbnails(doomed._id), token).expect(404);
  });
});

describe('chat routes with a malformed id', () => {
  it('answer 404 without touching storage', async () => {
    const touched: string[] = [];
    const store = (name: string) =>
      new Proxy(
        {},
        {
          get: (_target, method) => () => {
            touched.push(`${name}.${String(method)}`);
            throw new Error('storage touched');
          },
        },
      );
    const known: Record<string, unknown> = {
      logger: createCaptureLogger().logger,
      sessions: { verify: async () => ({ userId: 'user_1', sessionId: 'sess_1' }) },
      users: {
        get: async () => ({
          id: 'user_1',
          tokenBalance: 3,
          fullName: 'Ann Lee',
          firstName: 'Ann',
          emailAddresses: [],
          preferences: { saved: null, learnt: null, recentChats: [] },
          createdAt: new Date().toISOString(),
        }),
      },
      now: () => new Date(),
      localIdentity: undefined,
      changes: undefined,
      fileUrls: undefined,
      sandboxCheckout: undefined,
      rateLimits: undefined,
    };
    // Every other dependency (chats, messages, files, ...) records any call and throws.
    const deps = new Proxy(known, {
      get: (target, name: string) => (name in target ? target[name] : store(name)),
    }) as unknown as AppDeps;
    const app = createApp(deps);
    const auth = { Authorization: 'Bearer a.b.c' };

    for (const id of MALFORMED_IDS) {
      for (const res of [
        await request(app)
          .get(`${API_PREFIX}${API_PATHS.thumbnails(id)}`)
          .set(auth),
        await request(app)
          .put(`${API_PREFIX}${API_PATHS.chat(id)}`)
          .set(auth)
          .send({ rename: 'x' }),
        await request(app)
          .delete(`${API_PREFIX}${API_PATHS.chat(id)}`)
          .set(auth),
        await request(app)
          .get(`${API_PREFIX}${API_PATHS.pinChat(id)}`)
          .set(auth),
      ]) {
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ message: MESSAGES.chatNotFound, code: 'not_found' });
      }
    }
    expect(touched).toEqual([]);
  });
});
