import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CHANGE_STREAM_MESSAGES,
  changeSchema,
  MAX_CHANGE_STREAMS_PER_USER,
  chatResponseSchema,
  errorBodySchema,
  MESSAGES,
  type Change,
} from '@thumbforge/contract';
import { createApp } from '../../src/http/create-app.js';
import { eventually, openEventStream, type EventStreamClient } from '../support/event-stream.js';
import { decodeToken } from '../support/forge-token.js';
import { createOrder, sandboxPay, bearer } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';

describe('GET /events, the embedded change stream', () => {
  const temp = makeTempDir();
  let server: TestServer;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.close();
    temp.remove();
  });

  const eventsUrl = () => `${server.url}${server.api(API_PATHS.events)}`;

  async function open(token: string): Promise<EventStreamClient> {
    // As the web does, the account is read (created on first sight, a change of its own) first.
    await call('get', API_PATHS.me, token).expect(200);
    const stream = await openEventStream(eventsUrl(), token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({
      id: null,
      event: 'ready',
      data: '{}',
      receivedAt: expect.any(Number),
    });
    return stream;
  }

  async function nextChange(
    stream: EventStreamClient,
  ): Promise<{ id: string | null; change: Change }> {
    const event = await stream.next();
    expect(event.event).toBe('change');
    return { id: event.id, change: changeSchema.parse(JSON.parse(event.data)) };
  }

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, token: string) =>
    request(server.url)[method](server.api(path)).set(bearer(token));

  it('refuses a request without a valid bearer token with 401 JSON', async () => {
    for (const auth of [undefined, 'Bearer not-a-token', 'Bearer a.b.c', 'Basic abc']) {
      const req = request(server.url).get(server.api(API_PATHS.events));
      if (auth) req.set('Authorization', auth);
      const res = await req.expect(401).expect('Content-Type', /json/);
      expect(errorBodySchema.parse(res.body).code).toBe('unauthenticated');
    }
    const missing = await request(server.url).get(server.api(API_PATHS.events)).expect(401);
    expect(missing.body).toEqual({ message: MESSAGES.signInRequired, code: 'unauthenticated' });
  });

  it('answers an event stream that starts with ready', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'headers@example.com' });
    const stream = await openEventStream(eventsUrl(), token);
    streams.push(stream);

    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    stream.close();
  });

  it('delivers each chat change to every connection of the same user and to no other user', async () => {
    const ann = await signUp(server, { ...ANN, email: 'ann-tabs@example.com' });
    const bob = await signUp(server, { ...ANN, email: 'bob-tabs@example.com' });
    // Bob's chat exists before his stream opens; deleting it later is his stream's marker.
    const bobChat = chatResponseSchema.parse(
      (await call('post', API_PATHS.chats, bob.token).send({}).expect(201)).body,
    ).chat;

    const annTab1 = await open(ann.token);
    const annTab2 = await open(ann.token);
    const bobTab = await open(bob.token);

    // Ann works in a third tab (plain HTTP): create, rename, pin, delete.
    const created = await call('post', API_PATHS.chats, ann.token).send({}).expect(201);
    const chatId = chatResponseSchema.parse(created.body).chat._id;
    await call('put', API_PATHS.chat(chatId), ann.token).send({ rename: 'Tabs' }).expect(200);
    await call('get', API_PATHS.pinChat(chatId), ann.token).expect(200);
    await call('delete', API_PATHS.chat(chatId), ann.token).expect(200);

    const expected = [
      { id: '1', change: { kind: 'chats' } },
      { id: '2', change: { kind: 'chats' } },
      { id: '3', change: { kind: 'chats' } },
      { id: '4', change: { kind: 'chats' } },
      { id: '5', change: { kind: 'messages', chatId } },
    ];
    for (const tab of [annTab1, annTab2]) {
      const received = [];
      for (let i = 0; i < expected.length; i += 1) received.push(await nextChange(tab));
      expect(received).toEqual(expected);
    }

    // Bob's own delete is the first thing his stream carries: none of Ann's changes came before.
    await call('delete', API_PATHS.chat(bobChat._id), bob.token).expect(200);
    expect(await nextChange(bobTab)).toEqual({ id: '1', change: { kind: 'chats' } });
    expect(await nextChange(bobTab)).toEqual({
      id: '2',
      change: { kind: 'messages', chatId: bobChat._id },
    });
    expect(bobTab.events.map((event) => event.event)).toEqual(['ready', 'change', 'change']);

    // Nothing of Bob's reached Ann's tabs.
    expect(annTab1.events).toHaveLength(1 + expected.length);
  });

  it('does not publish when the write fails', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'failing@example.com' });
    const stream = await open(token);
    await call('put', API_PATHS.chat('AbCdEfGhIjKlMnOpQrSt'), token)
      .send({ rename: 'x' })
      .expect(404);
    await call('put', API_PATHS.chat('AbCdEfGhIjKlMnOpQrSt'), token).send({}).expect(400);
    await call('post', API_PATHS.chats, token).send({}).expect(201);

    expect(await nextChange(stream)).toEqual({ id: '1', change: { kind: 'chats' } });
    expect(stream.events).toHaveLength(2);
  });

  it('delivers the user changes of writes outside the chat routes (closing, reopening)', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'closing@example.com' });
    const stream = await open(token);

    await call('post', API_PATHS.closeAccount, token).expect(200);
    await call('post', API_PATHS.reopenAccount, token).expect(200);

    expect(await nextChange(stream)).toEqual({ id: '1', change: { kind: 'user' } });
    expect(await nextChange(stream)).toEqual({ id: '2', change: { kind: 'user' } });
  });

  it('tells the buyer’s tabs when an order opens, is paid, and when a payment fails', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'buyer-tabs@example.com' });
    const stream = await open(token);

    const paid = await createOrder(server, token);
    expect((await nextChange(stream)).change).toEqual({ kind: 'payments' });
    const checkout = await sandboxPay(server, token, paid.orderId, 'success').expect(200);
    // Checkout's answer changes nothing until the web's verify call credits it.
    expect(stream.events).toHaveLength(2);
    await call('post', API_PATHS.verifyPayment, token).send(checkout.body).expect(200);
    expect((await nextChange(stream)).change).toEqual({ kind: 'user' });
    expect((await nextChange(stream)).change).toEqual({ kind: 'payments' });

    const failed = await createOrder(server, token);
    expect((await nextChange(stream)).change).toEqual({ kind: 'payments' });
    await sandboxPay(server, token, failed.orderId, 'failure', true).expect(402);
    expect((await nextChange(stream)).change).toEqual({ kind: 'payments' });
  });

  it('holds at most a bounded number of streams per user: one more answers 429, a closed one frees its place', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'many-tabs@example.com' });
    const tabs: EventStreamClient[] = [];
    for (let i = 0; i < MAX_CHANGE_STREAMS_PER_USER; i += 1) tabs.push(await open(token));
    const refused = await call('get', API_PATHS.events, token).expect(429);
    expect(refused.body).toEqual({
      message: CHANGE_STREAM_MESSAGES.tooManyStreams,
      code: 'rate_limited',
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another user is not held back.
    const { token: other } = await signUp(server, { ...ANN, email: 'one-tab@example.com' });
    await open(other);
    tabs[0]?.close();
    await tabs[0]?.ended;
    // The server frees the place when it sees the socket close, a moment after the client does.
    let reopened = await openEventStream(eventsUrl(), token);
    for (let tries = 0; reopened.status === 429 && tries < 50; tries += 1) {
      reopened.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      reopened = await openEventStream(eventsUrl(), token);
    }
    streams.push(reopened);
    expect(reopened.status).toBe(200);
  });

  it('ends the subscription when the client disconnects', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'disconnect@example.com' });
    const userId = String(decodeToken(token).payload.sub);
    const feed = server.deps.changes;
    if (!feed) throw new Error('the embedded runtime has a change feed');

    const first = await open(token);
    const second = await open(token);
    expect(feed.subscriberCount(userId)).toBe(2);

    first.close();
    await eventually(() => feed.subscriberCount(userId) === 1);
    second.close();
    await eventually(() => feed.subscriberCount(userId) === 0);
    // A write of a user with no open stream is harmless.
    await call('post', API_PATHS.chats, token).send({}).expect(201);
  });
});

describe('change stream heartbeats and shutdown', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let quick: Server;
  let quickUrl: string;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
    // The same deps behind an app with a 50 ms heartbeat.
    quick = createServer(createApp(server.deps, { eventsHeartbeatMs: 50 }));
    await new Promise<void>((resolve) => quick.listen(0, resolve));
    quickUrl = `http://127.0.0.1:${(quick.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    quick.closeAllConnections();
    await new Promise((resolve) => quick.close(resolve));
    await server.close().catch(() => {});
    temp.remove();
  });

  it('sends a comment heartbeat on the interval', async () => {
    const { token } = await signUp(server);
    const stream = await openEventStream(`${quickUrl}${server.api(API_PATHS.events)}`, token);
    try {
      await eventually(() => stream.comments.filter((c) => c === 'heartbeat').length >= 2, 3000);
      expect(stream.events.map((event) => event.event)).toEqual(['ready']);
    } finally {
      stream.close();
    }
  });

  it('ends open streams when the server stops, so stopping does not wait for them', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'shutdown@example.com' });
    const stream = await openEventStream(`${server.url}${server.api(API_PATHS.events)}`, token);
    expect(await stream.next()).toMatchObject({ event: 'ready' });

    const started = Date.now();
    await server.close();
    await stream.ended;
    // The shutdown grace is 5 s; ended streams let the server stop well before it.
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
