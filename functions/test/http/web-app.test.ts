import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/temp-dir.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const INDEX = '<!doctype html><title>ThumbForge</title>';

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
