import { createServer } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server.js';
import { makeTempDir } from '../support/temp-dir.js';
import { WEB_ORIGIN } from '../support/test-server.js';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

describe('the embedded server starting', () => {
  it('answers a request that arrives while the app is still being composed', async () => {
    const temp = makeTempDir();
    const port = await freePort();
    const starting = startServer({
      env: {
        PORT: String(port),
        DATA_DIR: temp.dir,
        PUBLIC_ORIGIN: WEB_ORIGIN,
        WEB_DIST: join(temp.dir, 'no-web-build'),
        NODE_ENV: 'test',
      },
      announce: () => {},
      print: () => {},
    });
    // Knocks from the moment the port opens, while the app is composed: none may hang.
    const answers: number[] = [];
    while (answers.length === 0) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`, {
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return null;
        throw error;
      });
      if (res) answers.push(res.status);
      else await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const server = await starting;
    await server.close();
    temp.remove();
    expect(answers).toEqual([200]);
  });
});
