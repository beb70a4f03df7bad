import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@thumbforge/contract';
import {
  verifySvixSignature,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../../src/core/accounts/identity-webhook.js';
import { Unauthenticated } from '../../src/core/errors.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { currentUser } from '../support/thumbnails.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const NOW = new Date('2026-11-23T10:00:00Z');

/** Signs as Svix does: base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`, keyed by the secret's bytes. */
function svixHeaders(
  body: string,
  at: Date,
  secret = SECRET,
  id = `msg_${randomBytes(6).toString('hex')}`,
) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': `v1,${signature}` };
}

const delivery = (body: string, headers: Record<string, string>) => ({
  id: headers['svix-id'],
  timestamp: headers['svix-timestamp'],
  signature: headers['svix-signature'],
  rawBody: Buffer.from(body),
});

describe('Svix signatures on Clerk webhooks', () => {
  const body = JSON.stringify({ type: 'user.deleted', data: { id: 'user_1', deleted: true } });

  it('accepts a delivery signed with the secret, also among rotated signatures', () => {
    const headers = svixHeaders(body, NOW);
    expect(() => verifySvixSignature(delivery(body, headers), SECRET, NOW)).not.toThrow();
    const rotated = { ...headers, 'svix-signature': `v1,b2xk v2,x ${headers['svix-signature']}` };
    expect(() => verifySvixSignature(delivery(body, rotated), SECRET, NOW)).not.toThrow();
  });

  it('refuses tampered bodies, other secrets, missing headers and stale or future timestamps', () => {
    const headers = svixHeaders(body, NOW);
    const refused = (value: ReturnType<typeof delivery>, now = NOW) =>
      expect(() => verifySvixSignature(value, SECRET, now)).toThrow(Unauthenticated);
    refused(delivery(body.replace('user_1', 'user_2'), headers));
    refused(delivery(body, svixHeaders(body, NOW, `whsec_${randomBytes(24).toString('base64')}`)));
    refused(delivery(body, { ...headers, 'svix-id': 'msg_other' }));
    refused({ ...delivery(body, headers), signature: undefined });
    refused({ ...delivery(body, headers), timestamp: 'soon' });
    refused(delivery(body, { ...headers, 'svix-signature': 'v1,' }));
    const tolerance = WEBHOOK_TOLERANCE_SECONDS * 1000;
    refused(delivery(body, headers), new Date(NOW.getTime() + tolerance + 1000));
    refused(delivery(body, headers), new Date(NOW.getTime() - tolerance - 1000));
  });
});

describe('POST /auth/clerk-webhook', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => ({ ...deps, identityWebhookSecret: SECRET }),
    });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const post = (body: string, headers: Record<string, string>) =>
    request(server.url)
      .post(server.api(API_PATHS.clerkWebhook))
      .set('Content-Type', 'application/json')
      .set(headers)
      .send(body);

  it('closes the account of a deleted Clerk user the way the account menu does', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'webhook-ann@example.com' });
    const { id } = await currentUser(server, token);
    const body = JSON.stringify({
      type: 'user.deleted',
      object: 'event',
      data: { id, deleted: true },
    });

    await post(body.replace(id, 'user_else'), svixHeaders(body, new Date())).expect(401);
    expect((await currentUser(server, token)).closedAt).toBeUndefined();
    await post(
      JSON.stringify({ type: 'user.updated', data: { id } }),
      svixHeaders(JSON.stringify({ type: 'user.updated', data: { id } }), new Date()),
    ).expect(200);
    expect((await currentUser(server, token)).closedAt).toBeUndefined();

    await post(body, svixHeaders(body, new Date())).expect(200);
    const closed = await currentUser(server, token);
    expect(closed.closedAt).toEqual(expect.any(String));
    expect(Date.parse(closed.deleteAfter ?? '') - Date.parse(closed.closedAt ?? '')).toBe(
      30 * 24 * 60 * 60 * 1000,
    );
    // A retried delivery keeps the first deadline.
    await post(body, svixHeaders(body, new Date())).expect(200);
    expect((await currentUser(server, token)).closedAt).toBe(closed.closedAt);
  });
});
