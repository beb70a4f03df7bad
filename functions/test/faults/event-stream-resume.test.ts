import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, changeSchema } from '@thumbforge/contract';
import { eventually, openEventStream, type EventStreamClient } from '../support/event-stream.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/payments.js';

describe('the change stream dropped and resumed', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let server: TestServer | undefined;
  const streams: EventStreamClient[] = [];
  afterEach(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
    temp.remove();
  });

  async function connect(token: string): Promise<EventStreamClient> {
    if (!server) throw new Error('no server');
    // As the web does, the account is read (created on first sight, a change of its own) first.
    await request(server.url).get(server.api(API_PATHS.me)).set(bearer(token)).expect(200);
    const stream = await openEventStream(`${server.url}${server.api(API_PATHS.events)}`, token);
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

  async function newChat(token: string): Promise<void> {
    if (!server) throw new Error('no server');
    await request(server.url)
      .post(server.api(API_PATHS.chats))
      .set(bearer(token))
      .send({})
      .expect(201);
  }

  it('the server restarts: the stream ends, a reconnect gets ready and the next change', async () => {
    temp = makeTempDir();
    server = await startTestServer(temp.dir);
    const { port } = server;
    const { token } = await signUp(server, ANN);
    const first = await connect(token);

    await server.close();
    server = undefined;
    // The client sees the end rather than a stream that silently stops.
    await first.ended;
    await expect(first.next(100)).rejects.toThrow(/ended/);

    server = await startTestServer(temp.dir, { PORT: String(port) });
    const second = await connect(token);
    await newChat(token);
    const change = changeSchema.parse(JSON.parse((await second.next()).data));
    expect(change).toEqual({ kind: 'chats' });
  });

  it('the connection drops on the client side: the server lets go, a reconnect resumes', async () => {
    temp = makeTempDir();
    server = await startTestServer(temp.dir);
    const { token } = await signUp(server, ANN);
    const userId = String(decodeToken(token).payload.sub);
    const feed = server.deps.changes;
    if (!feed) throw new Error('the embedded runtime has a change feed');

    const first = await connect(token);
    expect(feed.subscriberCount(userId)).toBe(1);
    first.close();
    await eventually(() => feed.subscriberCount(userId) === 0);
    // A change while no one listens is not queued for later: the client refetches on `ready`.
    await newChat(token);

    const second = await connect(token);
    expect(feed.subscriberCount(userId)).toBe(1);
    await newChat(token);
    const event = await second.next();
    expect(event.event).toBe('change');
    expect(changeSchema.parse(JSON.parse(event.data))).toEqual({ kind: 'chats' });
  });
});
