import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { createDiskFileStore } from '../../src/adapters/disk/disk-file-store.js';
import { createHmacFileUrlSigner } from '../../src/adapters/disk/hmac-file-url-signer.js';
import { FILE_URL_KEY_FILE } from '../../src/composition/embedded.js';
import { filesRoutes } from '../../src/http/files.routes.js';
import { errorHandler } from '../../src/http/middleware/errors.js';
import { requestId } from '../../src/http/middleware/request-id.js';
import { describeFileStore } from '../contracts/file-store.contract.js';
import { createCaptureLogger } from '../support/capture-logger.js';
import { makeTempDir } from '../support/temp-dir.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const WEBP = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1');

describeFileStore('disk, served by GET /files/*', async () => {
  const temp = makeTempDir();
  const signer = createHmacFileUrlSigner(Buffer.alloc(32, 7));
  const files = createDiskFileStore(join(temp.dir, 'files'), signer);
  const app = express()
    .use(requestId(createCaptureLogger().logger))
    .use(API_PREFIX, filesRoutes(files, signer))
    .use(errorHandler);
  return {
    files,
    async fetchUrl(url) {
      const res = await request(app)
        .get(url)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      return {
        status: res.status,
        bytes: res.body as Buffer,
        contentType: res.headers['content-type'] ?? null,
      };
    },
    close: () => temp.remove(),
  };
});

/** GET with the path exactly as written: no URL normalisation of `..` by a client library. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /files/* on the embedded server', () => {
  const temp = makeTempDir();
  let server: TestServer;
  const path = 'users/user_1/chats/AbCdEfGhIjKlMnOpQrSt/f1.jpg';
  const otherPath = 'users/user_2/chats/AbCdEfGhIjKlMnOpQrSu/f2.jpg';

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
    await server.deps.files.put(path, JPEG, 'image/jpeg');
    await server.deps.files.put(otherPath, JPEG, 'image/jpeg');
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const signature = (url: string) => new URL(url, 'http://x').searchParams.get('sig') ?? '';

  async function expectFileNotFound(url: string): Promise<void> {
    const res = await request(server.url).get(url).expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: 'File not found', code: 'not_found' });
    // A refusal is an API answer like any other: never cached, so a fixed file is served at once.
    expect(res.headers['cache-control']).toBe('private, no-store');
  }

  it('serves a file for its signed URL with long-lived private caching and nosniff', async () => {
    const url = await server.deps.files.urlFor(path);
    expect(url).toMatch(
      /^\/api\/v1\/files\/users\/user_1\/chats\/AbCdEfGhIjKlMnOpQrSt\/f1\.jpg\?sig=[\w-]{43}$/,
    );

    const res = await request(server.url).get(url).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(res.body as Buffer)).toEqual(JPEG);
  });

  it('answers with the content type the file was stored as', async () => {
    const webp = 'users/user_1/chats/AbCdEfGhIjKlMnOpQrSt/f3.webp';
    await server.deps.files.put(webp, WEBP, 'image/webp');
    await request(server.url)
      .get(await server.deps.files.urlFor(webp))
      .expect(200)
      .expect('Content-Type', 'image/webp');
  });

  it('answers 404 for a missing signature', async () => {
    await expectFileNotFound(`${API_PREFIX}${API_PATHS.files}${path}`);
    await expectFileNotFound(`${API_PREFIX}${API_PATHS.files}${path}?sig=`);
  });

  it('answers 404 for a tampered signature', async () => {
    const url = await server.deps.files.urlFor(path);
    const sig = signature(url);
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    await expectFileNotFound(url.replace(sig, flipped));
    await expectFileNotFound(url.replace(sig, sig.slice(0, -1)));
    await expectFileNotFound(`${url}&sig=${sig}`);
  });

  it('answers 404 for a signed URL with its path changed to another file', async () => {
    const url = await server.deps.files.urlFor(path);
    await expectFileNotFound(url.replace(path, otherPath));
    await expectFileNotFound(url.replace('f1.jpg', 'F1.jpg'));
  });

  it('answers 404 for a path that leaves the file root, even correctly signed', async () => {
    const key = Buffer.from(
      readFileSync(join(temp.dir, 'keys', FILE_URL_KEY_FILE), 'utf8').trim(),
      'base64url',
    );
    const forger = createHmacFileUrlSigner(key);
    for (const escape of [
      `../keys/${FILE_URL_KEY_FILE}`,
      '../thumbforge.sqlite',
      'users/../../keys/session-private.pem',
      '%2e%2e/keys/session-private.pem',
      'users/user_1/chats/AbCdEfGhIjKlMnOpQrSt/../../../../../../etc/passwd',
    ]) {
      const res = await rawGet(
        server.url,
        `${API_PREFIX}${API_PATHS.files}${escape}?sig=${forger.sign(escape)}`,
      );
      expect(res.status, escape).toBe(404);
      expect(JSON.parse(res.body), escape).toEqual({
        message: 'File not found',
        code: 'not_found',
      });
    }
  });

  it('keeps serving signed URLs after a restart on the same DATA_DIR', async () => {
    const url = await server.deps.files.urlFor(path);
    await server.close();
    server = await startTestServer(temp.dir);
    await request(server.url).get(url).expect(200);
  });
});
