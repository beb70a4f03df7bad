import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, errorBodySchema } from '@thumbforge/contract';
import { decodeToken } from '../support/forge-token.js';
import { openEventStream, type EventStreamClient } from '../support/event-stream.js';
import { makeTempDir } from '../support/temp-dir.js';
import {
  ANN,
  serverPerSuite,
  signUp,
  WEB_ORIGIN,
  type TestServer,
} from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { bearer } from '../support/payments.js';

async function openStream(server: TestServer, token: string): Promise<EventStreamClient> {
  const stream = await openEventStream(`${server.url}${server.api(API_PATHS.events)}`, token);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

const newChat = (server: TestServer, token: string) =>
  request(server.url).post(server.api(API_PATHS.chats)).set(bearer(token)).send({});

describe('the change stream ends with its session', () => {
  const suite = serverPerSuite();

  it('ends when the user signs out, and the same token cannot open another', async () => {
    const { server } = suite;
    const { token, cookie } = await signUp(server, ANN);
    const stream = await openStream(server, token);

    await request(server.url)
      .post(server.api(API_PATHS.localAuth.signOut))
      .set('Origin', WEB_ORIGIN)
      .set('Cookie', cookie)
      .expect(200);
    await stream.ended;

    // The token has not expired, but its session has: re-checked when the web reconnects.
    const again = await openEventStream(`${server.url}${server.api(API_PATHS.events)}`, token);
    expect(again.status).toBe(401);
    await again.ended;
  });

  it('leaves the streams of the user’s other sessions open', async () => {
    const { server } = suite;
    const { token: first, cookie } = await signUp(server, { ...ANN, email: 'two@example.com' });
    const signedIn = await request(server.url)
      .post(server.api(API_PATHS.localAuth.signIn))
      .set('Origin', WEB_ORIGIN)
      .send({ email: 'two@example.com', password: ANN.password })
      .expect(200);
    const second = (signedIn.body as { token: string }).token;
    const [ended, other] = [await openStream(server, first), await openStream(server, second)];

    await request(server.url)
      .post(server.api(API_PATHS.localAuth.signOut))
      .set('Origin', WEB_ORIGIN)
      .set('Cookie', cookie)
      .expect(200);
    await ended.ended;
    await newChat(server, second).expect(201);
    expect((await other.next()).event).toBe('change');
    other.close();
  });

  it('refuses a sign-out from a page of another origin, and the session lives on', async () => {
    const { server } = suite;
    const { token, cookie } = await signUp(server, { ...ANN, email: 'three@example.com' });
    const stream = await openStream(server, token);
    for (const origin of ['https://evil.example', 'null']) {
      const res = await request(server.url)
        .post(server.api(API_PATHS.localAuth.signOut))
        .set('Origin', origin)
        .set('Cookie', cookie);
      expect(res.status).toBe(403);
      expect(errorBodySchema.parse(res.body).code).toBe('forbidden');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await request(server.url)
      .post(server.api(API_PATHS.localAuth.token))
      .set('Origin', WEB_ORIGIN)
      .set('Cookie', cookie)
      .expect(200);
    await newChat(server, token).expect(201);
    expect((await stream.next()).event).toBe('change');
    stream.close();
  });

  it('knows when a real token expires', async () => {
    const { server } = suite;
    const { token } = await signUp(server, { ...ANN, email: 'four@example.com' });
    const { expiresAt } = await server.deps.sessions.verify(token);
    expect(expiresAt?.getTime()).toBe(Number(decodeToken(token).payload.exp) * 1000);
  });
});

describe('the change stream ends with its token', () => {
  const temp = makeTempDir();
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    temp.remove();
  });

  it('ends when the token that opened it expires, sending nothing after', async () => {
    let lifetimeMs = 60_000;
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => ({
        ...deps,
        // Tokens live 60 s; here the one that opens the stream expires soon after.
        sessions: {
          verify: async (token) => ({
            ...(await deps.sessions.verify(token)),
            expiresAt: new Date(Date.now() + lifetimeMs),
          }),
        },
      }),
    });
    const { token } = await signUp(server, ANN);
    lifetimeMs = 300;
    const stream = await openStream(server, token);
    await stream.ended;
    lifetimeMs = 60_000;
    await newChat(server, token).expect(201);
    expect(stream.events.map(({ event }) => event)).toEqual(['ready']);
  });
});
