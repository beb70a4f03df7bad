import { readFileSync } from 'node:fs';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';

const ROOT = new URL('../../../', import.meta.url);

type Emulator = 'firestore' | 'storage' | 'auth';

/** The variable `firebase emulators:exec` sets for each emulator, and what each one needs. */
const EMULATORS: Record<Emulator, { variable: string; name: string; needs: string }> = {
  firestore: {
    variable: 'FIRESTORE_EMULATOR_HOST',
    name: 'Firestore',
    needs: "needs Debian's google-cloud-cli-firestore-emulator package",
  },
  storage: {
    variable: 'FIREBASE_STORAGE_EMULATOR_HOST',
    name: 'Storage',
    needs: "needs Google's storage-rules runtime jar",
  },
  auth: {
    variable: 'FIREBASE_AUTH_EMULATOR_HOST',
    name: 'Auth',
    needs: 'needs firebase-tools',
  },
};

/**
 * The emulators `firebase emulators:exec` started, as its hub lists them (`FIREBASE_EMULATOR_HUB`);
 * empty outside it. The Functions and Hosting emulators set no variable of their own.
 */
export async function runningEmulators(): Promise<Record<string, { host: string; port: number }>> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return {};
  const res = await fetch(`http://${hub}/emulators`);
  if (!res.ok) throw new Error(`the emulator hub answered HTTP ${res.status}`);
  return (await res.json()) as Record<string, { host: string; port: number }>;
}

/** `npm run test:emulators`'s reasons for the emulators it did not start, by name. */
function leftOutReasons(): Record<string, string> {
  const reasons = process.env.EMULATORS_LEFT_OUT;
  return reasons ? (JSON.parse(reasons) as Record<string, string>) : {};
}

/** The port firebase.json gives an emulator: the one place ports are written down. */
function configuredAddress(emulator: Emulator): string {
  const config = JSON.parse(readFileSync(new URL('firebase.json', ROOT), 'utf8')) as {
    emulators: Record<string, { host: string; port: number }>;
  };
  const { host, port } = config.emulators[emulator] ?? { host: '?', port: '?' };
  return `${host}:${port}`;
}

/** The project the emulators run as: `.firebaserc`'s default (a demo- project, never a real one). */
export const EMULATOR_PROJECT_ID = (
  JSON.parse(readFileSync(new URL('.firebaserc', ROOT), 'utf8')) as {
    projects: { default: string };
  }
).projects.default;

interface EmulatorStatus {
  /** `host:port` when the emulator runs. */
  host: string | undefined;
  /** Why the suite is skipped; empty when it runs. */
  skipReason: string;
}

/**
 * Whether an emulator runs, and if not, a reason for the suite's name. The reason is also printed
 * once, so a skipped suite is never silent.
 */
export function emulatorStatus(emulator: Emulator): EmulatorStatus {
  const { variable, name, needs } = EMULATORS[emulator];
  const host = process.env[variable];
  if (host) return { host, skipReason: '' };
  // Under `npm run test:emulators`, which says why it left each emulator out.
  const why = leftOutReasons()[emulator];
  const skipReason = why
    ? `SKIPPED: ${name} emulator not started: ${why}`
    : `SKIPPED: ${name} emulator not running (${variable} unset): ${needs}; ` +
      `run "npm run test:emulators"${emulator === 'firestore' ? '' : ` (firebase.json puts it on ${configuredAddress(emulator)})`}`;
  console.warn(skipReason);
  return { host: undefined, skipReason };
}

let apps = 0;

/** A fresh Admin SDK app on the emulator project; the SDK finds the emulators through the env. */
export function emulatorApp(): { app: App; close: () => Promise<void> } {
  apps += 1;
  const app = initializeApp(
    { projectId: EMULATOR_PROJECT_ID, storageBucket: `${EMULATOR_PROJECT_ID}.appspot.com` },
    `emulator-test-${process.pid}-${apps}`,
  );
  return { app, close: () => deleteApp(app) };
}

/** Deletes every document of the emulator project (the emulator's own REST endpoint). */
export async function clearFirestore(host: string): Promise<void> {
  const url = `http://${host}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/databases/(default)/documents`;
  const res = await fetch(url, { method: 'DELETE' });
  if (!res.ok) throw new Error(`clearing the Firestore emulator failed: HTTP ${res.status}`);
}

/** The security rules file at the repository root, as the emulator should load it. */
export function rulesFile(name: 'firestore.rules' | 'storage.rules'): string {
  return readFileSync(new URL(name, ROOT), 'utf8');
}
