import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Hosting's address in firebase.json, the one place emulator ports are written down. */
function hostingOrigin(): string {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators: { hosting: { host: string; port: number } };
  };
  return `http://${config.emulators.hosting.host}:${config.emulators.hosting.port}`;
}

/**
 * One account through the API, so the function has loaded everything a first sign-up needs
 * before a spec waits on one (a cold function takes seconds).
 */
async function warmUp(baseURL: string): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: baseURL };
  const signUp = await fetch(`${baseURL}/api/v1/local-auth/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `warm-up-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Warm',
      lastName: 'Up',
    }),
  });
  if (!signUp.ok) throw new Error(`warm-up sign-up failed: HTTP ${signUp.status}`);
  const { token } = (await signUp.json()) as { token: string };
  const me = await fetch(`${baseURL}/api/v1/auth/me`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  if (!me.ok) throw new Error(`warm-up GET /auth/me failed: HTTP ${me.status}`);
}

/**
 * The same specs against the app on the Firebase emulators, as `npm run emulators` runs it: the
 * api function on the machine's Firestore emulator (under firestore.rules) behind Hosting, the
 * browser reading its data through Firestore listeners; sign-in, the model and payments local.
 */
export default async function setup(project: TestProject) {
  let log = '';
  const child = spawn('npx', ['tsx', 'functions/scripts/emulators.ts'], {
    cwd: root,
    // Its own process group, so the teardown stops firebase-tools and the emulators together.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Every test browser signs up from 127.0.0.1; the limits have their own tests.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const baseURL = hostingOrigin();
  const deadline = Date.now() + 180_000;
  while (!log.includes('ThumbForge runs on the Firebase emulators')) {
    if (child.exitCode !== null)
      throw new Error(`The emulators exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`The emulators did not start within 180 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await warmUp(baseURL);
  project.provide('baseURL', baseURL);
  project.provide('liveData', 'firestore');

  return async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, 'SIGINT');
      await once(child, 'exit');
    }
  };
}
