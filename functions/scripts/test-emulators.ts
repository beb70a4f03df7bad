/**
 * `npm run test:emulators`: runs the emulator suites (functions/test/emulators) under
 * `firebase emulators:exec` with every emulator this machine can start.
 *
 * The Auth, Functions and Hosting emulators are JavaScript and start offline. The Firestore and
 * Storage emulators need Java 21 and a download from Google; where Java is older they are left
 * out, and their suites report themselves as skipped with the reason.
 *
 * The Functions emulator runs the deploy bundle of `api` in Firebase mode, from a throwaway project
 * folder (.emulators/) with demo settings: a demo Clerk key pair whose private half only the tests
 * hold, and placeholder Razorpay keys. Nothing from functions/.env* or .secret.local is used, so a
 * developer's real settings never meet the tests.
 *
 *   npx tsx functions/scripts/test-emulators.ts [--only auth,functions,...] [-- vitest args]
 */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForDeploy } from './bundle-for-deploy.js';
import {
  defaultProjectId,
  firebasePolicyInputs,
  readFirebaseConfig,
  relocatedConfig,
  ROOT,
  type FirebaseConfig,
} from './firebase-project.js';

const PROJECT_DIR = join(ROOT, '.emulators');
const FUNCTIONS_DIR = join(PROJECT_DIR, 'functions');
const JAVA_EMULATORS = ['firestore', 'storage'];
const OFFLINE_EMULATORS = ['auth', 'functions', 'hosting'];
const REQUIRED_JAVA = 21;

/** Where the tests send requests from: the Hosting emulator, as the browser would. */
function hostingOrigin(config: FirebaseConfig): string {
  const { host, port } = config.emulators.hosting ?? { host: '127.0.0.1', port: 5000 };
  return `http://${host}:${port}`;
}

/** The major version of `java` on the PATH, or null when there is none. */
function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(?:1\.)?(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : null;
}

/** The emulators to start, and why the others are left out (empty when none is). */
function chooseEmulators(requested: string | undefined): { emulators: string[]; leftOut: string } {
  if (requested) {
    return { emulators: requested.split(',').filter(Boolean), leftOut: `--only ${requested}` };
  }
  const java = javaMajorVersion();
  if (java !== null && java >= REQUIRED_JAVA) {
    return { emulators: [...OFFLINE_EMULATORS, ...JAVA_EMULATORS], leftOut: '' };
  }
  const found = java === null ? 'no java was found' : `java ${java} was found`;
  const leftOut = `it needs Java ${REQUIRED_JAVA} and a download from Google; ${found}`;
  console.warn(`Not starting the Firestore and Storage emulators: ${leftOut}.`);
  return { emulators: OFFLINE_EMULATORS, leftOut };
}

/** `KEY="a\nb"`: firebase-tools reads escaped newlines inside double quotes as newlines. */
function envFile(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${value.replace(/\n/g, '\\n')}"\n`)
    .join('');
}

/** A Clerk publishable key names its Frontend API host: `pk_test_` + base64("<host>$"). */
function publishableKeyFor(host: string): string {
  return `pk_test_${Buffer.from(`${host}$`).toString('base64')}`;
}

async function prepareProject(config: FirebaseConfig, projectId: string, clerkPublicKey: string) {
  rmSync(PROJECT_DIR, { recursive: true, force: true });
  const bundle = await bundleForDeploy(FUNCTIONS_DIR);
  for (const file of bundle.paramsFiles) rmSync(join(FUNCTIONS_DIR, file));

  const params = {
    PUBLIC_ORIGIN: hostingOrigin(config),
    CLERK_PUBLISHABLE_KEY: publishableKeyFor('clerk.thumbforge.test'),
    CLERK_JWT_KEY: clerkPublicKey,
    RAZORPAY_KEY_ID: 'rzp_test_emulator',
    WEB_FIREBASE_API_KEY: 'emulator-api-key',
    WEB_FIREBASE_APP_ID: `1:000000000000:web:${projectId}`,
  };
  writeFileSync(join(FUNCTIONS_DIR, `.env.${projectId}`), envFile(params));
  writeFileSync(
    join(FUNCTIONS_DIR, '.secret.local'),
    envFile({
      CLERK_SECRET_KEY: 'sk_test_emulator',
      RAZORPAY_KEY_SECRET: 'emulator-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'emulator-webhook-secret',
    }),
  );
  mkdirSync(PROJECT_DIR, { recursive: true });
  const projectConfig = relocatedConfig(config, PROJECT_DIR, {
    functionsSource: FUNCTIONS_DIR,
    inputs: firebasePolicyInputs(params, projectId),
  });
  writeFileSync(join(PROJECT_DIR, 'firebase.json'), JSON.stringify(projectConfig, null, 2));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const requested = onlyIndex >= 0 ? args[onlyIndex + 1] : process.env.EMULATORS;
  const separator = args.indexOf('--');
  const vitestArgs = separator >= 0 ? args.slice(separator + 1) : [];

  const config = readFirebaseConfig();
  const projectId = defaultProjectId();
  const clerkKeys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await prepareProject(config, projectId, clerkKeys.publicKey);

  const { emulators, leftOut } = chooseEmulators(requested);
  const vitest = ['npx', 'vitest', 'run', '--project', 'emulators', ...vitestArgs].join(' ');
  process.stdout.write(`Starting the ${emulators.join(', ')} emulators for: ${vitest}\n`);
  const result = spawnSync(
    'npx',
    [
      'firebase',
      'emulators:exec',
      '--config',
      join(PROJECT_DIR, 'firebase.json'),
      '--project',
      projectId,
      '--only',
      emulators.join(','),
      vitest,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        EMULATOR_CLERK_PRIVATE_KEY: clerkKeys.privateKey,
        EMULATOR_PUBLIC_ORIGIN: hostingOrigin(config),
        EMULATORS_LEFT_OUT_BECAUSE: leftOut,
      },
    },
  );
  return result.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
