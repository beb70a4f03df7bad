import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** How the browser hears about changes: the server's event stream, or Firestore listeners. */
    liveData: 'sse' | 'firestore';
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = join(root, 'functions/lib/server.js');
const webIndex = join(root, 'web/dist/index.html');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No port assigned');
  return address.port;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url} within 30 s:\n${output()}`);
}

/** Starts the real embedded server, built as `npm start` builds it, on a free port and empty data. */
export default async function setup(project: TestProject) {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const baseURL = `http://localhost:${port}`;
  await waitUntilServing(`${baseURL}/api/v1/config`, child, () => log);
  project.provide('baseURL', baseURL);
  project.provide('liveData', 'sse');

  return async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  };
}
