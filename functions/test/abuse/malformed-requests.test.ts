import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, errorBodySchema, meResponseSchema } from '@thumbforge/contract';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';
import { malformedCorpus, type Answer, type MalformedCase } from './malformed-corpus.js';
import { bearer } from '../support/payments.js';

/** High enough that the corpus itself is never rate limited: these tests are about input. */
const UNLIMITED = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
};

describe('a corpus of malformed requests', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let token: string;
  let userId: string;
  let chatId: string;
  let corpus: MalformedCase[];
  const answers = new Map<string, Answer>();

  beforeAll(async () => {
    const webDist = join(temp.dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ThumbForge</title>');
    server = await startTestServer(temp.dir, {
      ...UNLIMITED,
      WEB_DIST: webDist,
      IMAGES_PER_GENERATION: '1',
    });
    ({ token } = await signUp(server, ANN));
    userId = String(decodeToken(token).payload.sub);
    chatId = await newChat(server, token);
    corpus = malformedCorpus({ server, token, chatId });
    for (const item of corpus) {
      answers.set(item.name, await item.send());
    }
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('holds at least 200 distinct requests', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const names = corpus.map((item) => item.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('answers each with a 4xx, and API routes with JSON { message, code }', () => {
    const wrong: string[] = [];
    for (const item of corpus) {
      const answer = answers.get(item.name);
      if (!answer) {
        wrong.push(`${item.name}: no answer`);
        continue;
      }
      if (answer.status < 400 || answer.status > 499) {
        wrong.push(`${item.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
        continue;
      }
      if (!item.api) continue;
      if (!/application\/json/.test(answer.contentType)) {
        wrong.push(`${item.name}: ${answer.status} as ${answer.contentType}`);
        continue;
      }
      const body = errorBodySchema.safeParse(JSON.parse(answer.text));
      if (!body.success || body.data.message.trim() === '') {
        wrong.push(`${item.name}: body ${answer.text.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaks no stack trace, file path or secret', () => {
    for (const [name, answer] of answers) {
      expect(answer.text, name).not.toMatch(
        /\bat .+\.(?:ts|js):\d+|BEGIN (?:RSA )?PRIVATE KEY|root:x:0/,
      );
    }
  });

  it('logged no request as a server failure', () => {
    expect(server.logs.filter((record) => record.message === 'request failed')).toEqual([]);
  });

  it('stays healthy: health, a new sign-up, /auth/me and a generation all succeed', async () => {
    await request(server.url).get(server.api('/health')).expect(200, { ok: true });
    const { token: fresh } = await signUp(server, { ...ANN, email: 'after@example.com' });
    const me = await request(server.url)
      .get(server.api(API_PATHS.me))
      .set(bearer(fresh))
      .expect(200);
    expect(meResponseSchema.parse(me.body).user.tokenBalance).toBe(3);
    const freshChat = await newChat(server, fresh);
    await postGeneration(server, fresh, freshChat).expect(201);
  });

  it('lost no token: the attacker kept 3, every balance is the sum of its ledger', async () => {
    expect(await server.deps.ledger.balance(userId)).toBe(3);
    expect((await server.deps.ledger.entries(userId)).map((entry) => entry.key)).toEqual([
      'signup',
    ]);
    expect(await server.deps.thumbnails.generations.listPendingBefore(new Date(8.64e15))).toEqual(
      [],
    );
    expect(await server.deps.messages.listByChat(chatId)).toEqual([]);
    const res = await request(server.url)
      .get(server.api(API_PATHS.me))
      .set(bearer(token))
      .expect(200);
    const { user } = meResponseSchema.parse(res.body);
    const entries = await server.deps.ledger.entries(user.id);
    expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(user.tokenBalance);
  });
});
