import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WEB_ORIGIN } from './test-server.js';

/** tsx resolves the contract to its sources there, as vitest does. */
const TSX_TSCONFIG = fileURLToPath(new URL('../../tsconfig.tsx.json', import.meta.url));

interface ChildServer {
  child: ChildProcess;
  url: string;
}

/**
 * A test-only server entry (TypeScript, run by tsx) in its own process, as `npm start` would run
 * the server, on `dataDir`. The entry prints `listening <port>` once it serves.
 */
export async function startChildServer(
  entry: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: TSX_TSCONFIG,
      DATA_DIR: dataDir,
      PORT: '0',
      PUBLIC_ORIGIN: WEB_ORIGIN,
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no port in time:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^listening (\d+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}
