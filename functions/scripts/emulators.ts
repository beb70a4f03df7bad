/**
 * `npm run emulators`: the whole app on the Firebase emulators, with nothing to configure. The
 * machine's Firestore emulator (with firestore.rules), Auth, Functions (the deploy bundle of `api`)
 * and Hosting; the function runs on Firestore with the browser's Firestore listeners, the
 * production path, with only sign-in (the local identity service), the image model (the local
 * renderer), payments (the sandbox) and files (on the function's disk) local. Prints the URL to
 * open; Ctrl-C stops everything. `npm run emulators` builds first.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { SANDBOX_CHECKOUT_KEY_ID } from '../src/composition/compose-app.js';
import { emulatorToolsEnv, hostingOrigin, prepareEmulatorProject } from './emulator-project.js';
import { defaultProjectId, readFirebaseConfig, ROOT } from './firebase-project.js';
import {
  findMachineFirestoreEmulator,
  startMachineFirestoreEmulator,
} from './machine-firestore-emulator.js';

/** The port choices of the function: Firebase's database and live data, the rest local. */
const EMULATOR_PORTS = {
  DATABASE: 'firestore',
  FILES: 'disk',
  IDENTITY: 'local',
  IMAGE_MODEL: 'local',
  PAYMENTS: 'sandbox',
  LIVE_DATA: 'firestore',
};

const { host: authHost, port: authPort } = readFirebaseConfig().emulators.auth ?? {
  host: '127.0.0.1',
  port: 9099,
};
const AUTH_EMULATOR = `http://${authHost}:${authPort}`;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<number> {
  const projectId = defaultProjectId();
  const found = findMachineFirestoreEmulator();
  if ('missing' in found) {
    throw new Error(`Cannot run the app on the emulators: ${found.missing}.`);
  }
  const firestore = await startMachineFirestoreEmulator({ ...found, projectId });
  try {
    const origin = hostingOrigin();
    const [firestoreHost = '', firestorePort = ''] = firestore.host.split(':');
    const configFile = await prepareEmulatorProject({
      projectId,
      params: {
        ...EMULATOR_PORTS,
        PUBLIC_ORIGIN: [origin, origin.replace('127.0.0.1', 'localhost')].join(','),
        WEB_FIREBASE_API_KEY: 'emulator-api-key',
        WEB_FIREBASE_APP_ID: `1:000000000000:web:${projectId}`,
        // Declared by the function for production; unused with the local identity and sandbox.
        CLERK_PUBLISHABLE_KEY: 'unused-on-the-emulators',
        RAZORPAY_KEY_ID: 'unused-on-the-emulators',
      },
      secrets: {
        CLERK_SECRET_KEY: 'unused-on-the-emulators',
        RAZORPAY_KEY_SECRET: 'unused-on-the-emulators',
        RAZORPAY_WEBHOOK_SECRET: 'unused-on-the-emulators',
        // A new key each run: links signed before a restart are signed again when read.
        FILE_LINK_KEY: randomBytes(32).toString('base64url'),
      },
      policy: {
        auth: { provider: 'local' },
        checkout: { provider: 'sandbox', keyId: SANDBOX_CHECKOUT_KEY_ID },
        firebase: {
          apiKey: 'emulator-api-key',
          authDomain: `${projectId}.firebaseapp.com`,
          projectId,
          storageBucket: `${projectId}.appspot.com`,
          appId: `1:000000000000:web:${projectId}`,
          emulators: {
            authUrl: AUTH_EMULATOR,
            firestoreHost,
            firestorePort: Number(firestorePort),
          },
        },
      },
    });
    const child = spawn(
      'npx',
      [
        'firebase',
        'emulators:start',
        '--config',
        configFile,
        '--project',
        projectId,
        '--only',
        'auth,functions,hosting',
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...emulatorToolsEnv(projectId), FIRESTORE_EMULATOR_HOST: firestore.host },
      },
    );
    const exited = new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
    await Promise.race([waitFor(`${origin}/`, 180_000), exited]);
    await waitFor(`${origin}/api/v1/config`, 180_000);
    process.stdout.write(
      `\nThumbForge runs on the Firebase emulators: open ${origin}\n` +
        `(Firestore ${firestore.host} with firestore.rules, Auth ${AUTH_EMULATOR}; ` +
        'local sign-in, local renderer, sandbox payments. Ctrl-C stops.)\n\n',
    );
    return await exited;
  } finally {
    firestore.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
