import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = join(root, 'functions/lib/server.js');
const webIndex = join(root, 'web/dist/index.html');

/** A port nobody listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No port assigned');
  return address.port;
}

async function waitUntilServing(url: string, exited: () => boolean, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The server exited:\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url} within 30 s:\n${output()}`);
}

export interface EmbeddedServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * The real embedded server, built as `npm start` builds it, on a free port and empty data, with
 * `env` added to the test environment's.
 */
export async function startEmbeddedServer(env: Record<string, string>): Promise<EmbeddedServer> {
  for (const built of [serverEntry, webIndex]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'thumbforge-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Every test browser signs up from 127.0.0.1; the limits have their own tests.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const baseURL = `http://localhost:${port}`;
  await waitUntilServing(
    `${baseURL}/api/v1/config`,
    () => child.exitCode !== null,
    () => log,
  );
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
