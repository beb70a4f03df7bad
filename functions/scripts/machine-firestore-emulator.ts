/**
 * The machine's own Cloud Firestore emulator: Debian's `google-cloud-cli-firestore-emulator`
 * package. firebase-tools refuses to start its own below Java 21 and wants to download it; this
 * one runs on the installed Java 17, evaluates firestore.rules and needs no network, so the
 * emulator runners start it themselves and point firebase-admin, the Functions emulator and the
 * web at it through FIRESTORE_EMULATOR_HOST.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './firebase-project.js';

const PACKAGED_EMULATOR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const READY_LINE = 'Dev App Server is now running';
const START_TIMEOUT_MS = 60_000;

export interface RunningFirestore {
  /** `127.0.0.1:<port>`, the value of FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Stops the emulator (the launcher script and its Java process). Safe to call twice. */
  stop(): void;
}

/** The emulator's launcher (`FIRESTORE_EMULATOR_BINARY` overrides the package's path), or why not. */
export function findMachineFirestoreEmulator(
  source: Record<string, string | undefined> = process.env,
): { binary: string } | { missing: string } {
  const binary = source.FIRESTORE_EMULATOR_BINARY || PACKAGED_EMULATOR;
  if (existsSync(binary)) return { binary };
  return {
    missing:
      `no Firestore emulator at ${binary} (install Debian's google-cloud-cli-firestore-emulator ` +
      'package, or set FIRESTORE_EMULATOR_BINARY)',
  };
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * Starts the emulator on a free port with the repository's firestore.rules and waits until it
 * answers. The caller must call `stop()`; a process exit stops it too, so a failed run never
 * leaves a Java process behind.
 */
export async function startMachineFirestoreEmulator(options: {
  binary: string;
  projectId: string;
}): Promise<RunningFirestore> {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  // Its own process group: the launcher is a shell script that runs Java as a child.
  const child = spawn(
    options.binary,
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--rules',
      join(ROOT, 'firestore.rules'),
      '--project_id',
      options.projectId,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stopped = false;
  const stop = () => {
    if (stopped || child.pid === undefined) return;
    stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  // Its own process group gets no Ctrl-C from the terminal: pass the end on. The caller's
  // firebase-tools, in the caller's group, gets the signal itself; once it ends, so does the caller.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the Firestore emulator did not start within 60 s:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`the Firestore emulator exited (code ${code}) before it was ready:\n${output}`),
      );
    });
  });
  // Keep draining its output so a chatty emulator never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  child.removeAllListeners('exit');
  return { host, stop };
}
