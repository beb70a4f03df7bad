import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@thumbforge/contract';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/payments.js';

describe('transport headers', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let server: TestServer;
  const start = async (env: Record<string, string> = {}) => {
    temp = makeTempDir();
    server = await startTestServer(temp.dir, env);
  };
  afterEach(async () => {
    await server.close();
    temp.remove();
  });

  it('marks every API answer no-store: data, errors and refusals alike', async () => {
    await start();
    const { token } = await signUp(server, ANN);
    const answers = [
      await request(server.url).get(server.api(API_PATHS.config)),
      await request(server.url).get(server.api(API_PATHS.me)).set(bearer(token)),
      await request(server.url).get(server.api(API_PATHS.me)),
      await request(server.url).get(server.api('/no-such-route')),
    ];
    expect(answers.map((res) => [res.status, res.headers['cache-control']])).toEqual([
      [200, 'private, no-store'],
      [200, 'private, no-store'],
      [401, 'private, no-store'],
      [404, 'private, no-store'],
    ]);
  });

  it('sends HSTS when the public origin is https, and not over a plain-http deployment', async () => {
    await start({ PUBLIC_ORIGIN: 'https://thumbs.example' });
    for (const path of [server.api('/health'), server.api('/nope'), '/']) {
      const res = await request(server.url).get(path);
      expect(res.headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    await server.close();
    temp.remove();

    await start();
    const res = await request(server.url).get(server.api('/health'));
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
