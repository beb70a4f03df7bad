import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { createDiskFileStore } from '../../src/adapters/disk/disk-file-store.js';
import { storedFileUrl } from '../../src/core/files/file-link-rules.js';
import { createHmacFileUrlSigner } from '../../src/adapters/file-links/hmac-file-url-signer.js';
import { createSignedFileLinks } from '../../src/adapters/file-links/signed-file-links.js';
import { FILE_URL_KEY_FILE } from '../../src/composition/embedded.js';
import { describeFileStore } from '../contracts/file-store.contract.js';
import { fetchThroughApi } from '../support/files-served.js';
import { makeTempDir } from '../support/temp-dir.js';
import { startClockedServer, type TestClock } from '../support/accounts.js';
import { createUser } from '../support/store-records.js';
import type { TestServer } from '../support/test-server.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const WEBP = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1');

describeFileStore('disk, served by GET /files/*', async () => {
  const temp = makeTempDir();
  const files = createDiskFileStore(join(temp.dir, 'files'));
  return { files, fetchPath: fetchThroughApi(files), close: () => temp.remove() };
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
  let clock: TestClock;
  const path = 'users/user_1/chats/AbCdEfGhIjKlMnOpQrSt/f1.jpg';
  const otherPath = 'users/user_2/chats/AbCdEfGhIjKlMnOpQrSu/f2.jpg';

  beforeAll(async () => {
    ({ server, clock } = await startClockedServer(temp.dir));
    await createUser(server.deps.users, 'user_1', 3);
    await createUser(server.deps.users, 'user_2', 3);
    await server.deps.files.put(path, JPEG, 'image/jpeg');
    await server.deps.files.put(otherPath, JPEG, 'image/jpeg');
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  /** A link as a read of the messages makes it now, for the owner's account as it is now. */
  async function linkTo(file: string): Promise<string> {
    const owner = await server.deps.users.get(file.split('/')[1] ?? '');
    if (!owner) throw new Error('the server signs links of its users');
    return server.deps.fileLinks.linkFor(file, owner, clock.now);
  }

  const signature = (url: string) => new URL(url, 'http://x').searchParams.get('sig') ?? '';

  async function expectFileNotFound(url: string): Promise<void> {
    const res = await request(server.url).get(url).expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: 'File not found', code: 'not_found' });
    // A refusal is an API answer like any other: never cached, so a fixed file is served at once.
    expect(res.headers['cache-control']).toBe('private, no-store');
  }

  it('serves a file for its signed link, cached privately no longer than the link lives', async () => {
    clock.now = new Date('2026-06-01T10:05:00Z');
    const url = await linkTo(path);
    // Expiry rounded up to the quarter hour after an hour: 11:15.
    const expiresAt = Date.parse('2026-06-01T11:15:00Z') / 1000;
    expect(url).toBe(
      `/api/v1/files/users/user_1/chats/AbCdEfGhIjKlMnOpQrSt/f1.jpg?exp=${expiresAt}&sig=${signature(url)}`,
    );
    expect(signature(url)).toMatch(/^[\w-]{43}$/);
    // What a stored message keeps names the file and serves nothing.
    await expectFileNotFound(storedFileUrl(path));

    const res = await request(server.url).get(url).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=4200, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(res.body as Buffer)).toEqual(JPEG);
    // Read again within the quarter hour: the same link, so the browser's copy is used.
    clock.now = new Date('2026-06-01T10:14:59Z');
    expect(await linkTo(path)).toBe(url);
  });

  it('stops serving a link once it expires', async () => {
    clock.now = new Date('2026-06-01T10:05:00Z');
    const url = await linkTo(path);
    clock.now = new Date('2026-06-01T11:14:59Z');
    await request(server.url).get(url).expect(200);
    clock.now = new Date('2026-06-01T11:15:00Z');
    await expectFileNotFound(url);
  });

  it("stops serving links made before the owner's account closed, and after it reopened", async () => {
    clock.now = new Date('2026-06-02T10:00:00Z');
    const whileOpen = await linkTo(path);
    await server.deps.users.setClosedAt('user_1', clock.now.toISOString());
    await expectFileNotFound(whileOpen);
    // The closed account still reads its chats: links made now serve.
    const whileClosed = await linkTo(path);
    await request(server.url).get(whileClosed).expect(200);
    await server.deps.users.setClosedAt('user_1', null);
    await expectFileNotFound(whileClosed);
    await request(server.url)
      .get(await linkTo(path))
      .expect(200);
  });

  it('stops serving the files of an account past its deletion or deleted', async () => {
    clock.now = new Date('2026-06-03T10:00:00Z');
    await createUser(server.deps.users, 'user_3', 3);
    const file = 'users/user_3/chats/AbCdEfGhIjKlMnOpQrSv/f3.jpg';
    await server.deps.files.put(file, JPEG, 'image/jpeg');
    await server.deps.users.setClosedAt('user_3', '2026-05-01T00:00:00.000Z');
    // Closed 33 days ago: past its deadline, the sweep not run yet.
    await expectFileNotFound(await linkTo(file));
    const link = await linkTo(otherPath);
    await server.deps.users.delete('user_2');
    await expectFileNotFound(link);
  });

  it('answers with the content type the file was stored as', async () => {
    const webp = 'users/user_1/chats/AbCdEfGhIjKlMnOpQrSt/f3.webp';
    await server.deps.files.put(webp, WEBP, 'image/webp');
    await request(server.url)
      .get(await linkTo(webp))
      .expect(200)
      .expect('Content-Type', 'image/webp');
  });

  it('answers 404 for a missing signature or expiry', async () => {
    const url = await linkTo(path);
    await expectFileNotFound(`${API_PREFIX}${API_PATHS.files}${path}`);
    await expectFileNotFound(`${API_PREFIX}${API_PATHS.files}${path}?sig=`);
    await expectFileNotFound(url.replace(/exp=\d+&/, ''));
    await expectFileNotFound(url.replace(/exp=\d+/, 'exp=99999999999999'));
  });

  it('answers 404 for a tampered signature or a later expiry', async () => {
    const url = await linkTo(path);
    const sig = signature(url);
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    await expectFileNotFound(url.replace(sig, flipped));
    await expectFileNotFound(url.replace(sig, sig.slice(0, -1)));
    await expectFileNotFound(`${url}&sig=${sig}`);
    await expectFileNotFound(
      url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 900}`),
    );
  });

  it('answers 404 for a signed link with its path changed to another file', async () => {
    const url = await linkTo(path);
    await expectFileNotFound(url.replace(path, otherPath));
    await expectFileNotFound(url.replace('f1.jpg', 'F1.jpg'));
  });

  it('answers 404 for a path that leaves the file root, even correctly signed', async () => {
    const key = Buffer.from(
      readFileSync(join(temp.dir, 'keys', FILE_URL_KEY_FILE), 'utf8').trim(),
      'base64url',
    );
    const forger = createSignedFileLinks(createHmacFileUrlSigner(key));
    for (const escape of [
      `../keys/${FILE_URL_KEY_FILE}`,
      '../thumbforge.sqlite',
      'users/../../keys/session-private.pem',
      '%2e%2e/keys/session-private.pem',
      'users/user_1/chats/AbCdEfGhIjKlMnOpQrSt/../../../../../../etc/passwd',
    ]) {
      const res = await rawGet(server.url, forger.linkFor(escape, {}, clock.now));
      expect(res.status, escape).toBe(404);
      expect(JSON.parse(res.body), escape).toEqual({
        message: 'File not found',
        code: 'not_found',
      });
    }
  });

  it('keeps serving signed links after a restart on the same DATA_DIR', async () => {
    clock.now = new Date();
    const url = await linkTo(path);
    await server.close();
    ({ server, clock } = await startClockedServer(temp.dir));
    await request(server.url).get(url).expect(200);
  });
});
