import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, WEB_PAGES } from '@thumbforge/contract';
import { rawGet } from '../support/raw-get.js';
import { makeTempDir } from '../support/temp-dir.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const INDEX = '<!doctype html><title>ThumbForge</title>';
/** Large enough that the build writes compressed copies of it. */
const SCRIPT = `console.log(${JSON.stringify('thumbnail '.repeat(300))});`;
const STYLES = `body { color: #f5f5f5; }\n${'.card { border-radius: 16px; }\n'.repeat(60)}`;

/** What web/build/precompress.ts writes beside a text file. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('serving the built web app', () => {
  const temp = makeTempDir();
  const dist = join(temp.dir, 'dist');
  let server: TestServer;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    server = await startTestServer(join(temp.dir, 'data'), { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await request(server.url).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe('console.log(1)');
  });

  it('serves other files and index.html revalidated', async () => {
    const favicon = await request(server.url).get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const root = await request(server.url).get('/').set('Accept', 'text/html').expect(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.text).toBe(INDEX);
  });

  it('answers the root with index.html whatever the client accepts', async () => {
    const res = await request(server.url).get('/').set('Accept', '*/*').expect(200);
    expect(res.text).toBe(INDEX);
  });

  it('answers client-side routes that want HTML with index.html', async () => {
    const res = await request(server.url)
      .get('/dashboard/chat/123')
      .set('Accept', 'text/html,application/xhtml+xml')
      .expect(200);
    expect(res.text).toBe(INDEX);
  });

  it('does not answer missing assets, non-HTML requests or API routes with index.html', async () => {
    await request(server.url).get('/assets/missing.js').set('Accept', '*/*').expect(404);
    await request(server.url).get('/dashboard').set('Accept', 'application/json').expect(404);
    const api = await request(server.url)
      .get('/api/v1/unknown')
      .set('Accept', 'text/html')
      .expect(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});

describe("serving the build's compressed copies", () => {
  const temp = makeTempDir();
  const dist = join(temp.dir, 'dist');
  let server: TestServer;
  const url = (path: string) => `${server.url}${path}`;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeWithCopies(join(dist, 'index.html'), INDEX);
    writeWithCopies(join(dist, 'assets', 'landing-def456.js'), SCRIPT);
    writeFileSync(join(dist, 'site.css'), STYLES);
    server = await startTestServer(join(temp.dir, 'data'), { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('sends the brotli copy of a hashed asset, typed and cached as the original', async () => {
    const res = await rawGet(url('/assets/landing-def456.js'), {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await rawGet(url('/assets/landing-def456.js'), { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(url('/assets/landing-def456.js'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends index.html compressed and revalidated, at the root and for client-side routes', async () => {
    for (const path of ['/', '/pricing']) {
      const res = await rawGet(url(path), { Accept: 'text/html', 'Accept-Encoding': 'br' });
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(INDEX);
    }
  });

  it('compresses a text file the build left without copies as it sends it', async () => {
    const res = await rawGet(url('/site.css'), { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.body).toString()).toBe(STYLES);
  });
});

describe('the prerendered landing page and the bare app page', () => {
  const temp = makeTempDir();
  const dist = join(temp.dir, 'dist');
  let server: TestServer;
  const LANDING = '<!doctype html><main>Turn any photo into a thumbnail</main>';
  const APP = '<!doctype html><div id="root"></div>';

  beforeAll(async () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, WEB_PAGES.landing), LANDING);
    writeFileSync(join(dist, WEB_PAGES.app), APP);
    server = await startTestServer(join(temp.dir, 'data'), { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('gives a visitor of / the landing page, varying by cookie', async () => {
    const res = await request(server.url).get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).toBe(LANDING);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('gives / to someone with the signed-in hint as the app page, which shows the dashboard', async () => {
    const res = await request(server.url)
      .get('/')
      .set('Accept', 'text/html')
      .set('Cookie', `theme=dark; ${SIGNED_IN_HINT_COOKIE}=1`)
      .expect(200);
    expect(res.text).toBe(APP);
    const cleared = await request(server.url)
      .get('/')
      .set('Cookie', `${SIGNED_IN_HINT_COOKIE}=`)
      .expect(200);
    expect(cleared.text).toBe(LANDING);
  });

  it('gives every other route the app page, never the landing page', async () => {
    for (const path of ['/pricing', '/signin', '/dashboard/chat/123', '/no-such-page']) {
      const res = await request(server.url).get(path).set('Accept', 'text/html').expect(200);
      expect(res.text, path).toBe(APP);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });
});

describe('without a web build', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('says so at start and to browsers, and still serves the API', async () => {
    expect(server.notices.join('')).toMatch(/No web build at .*serving the API only/);
    const page = await request(server.url).get('/').set('Accept', 'text/html').expect(503);
    expect(page.text).toMatch(/has not been built.*npm run build/);
    await request(server.url).get('/api/v1/health').expect(200);
  });

  it('prints the URL to open', () => {
    expect(server.notices).toContain(`ThumbForge is running at http://localhost:${server.port}\n`);
  });
});
