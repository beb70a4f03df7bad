/**
 * `npm run test:emulators`: runs the emulator suites (functions/test/emulators) under
 * `firebase emulators:exec` with every emulator this machine can start.
 *
 * The Auth, Functions, Hosting and Cloud Tasks emulators are JavaScript and start offline. Firestore is the
 * machine's own emulator (Debian's google-cloud-cli-firestore-emulator, on Java 17), started here
 * on a free port with firestore.rules: firebase-tools passes its own environment to the function
 * runtime and to the test command, so FIRESTORE_EMULATOR_HOST reaches firebase-admin in both.
 * Storage needs Google's storage-rules runtime jar, which no package here provides, so its suites
 * report themselves skipped, as Firestore's do on a machine without the package.
 *
 * The Functions emulator runs the deploy bundle of `api` in Firebase mode, from a throwaway project
 * folder (.emulators/) with demo settings: a demo Clerk key pair whose private half only the tests
 * hold, and placeholder Razorpay keys. Nothing from functions/.env* or .secret.local is used, so a
 * developer's real settings never meet the tests.
 *
 *   npx tsx functions/scripts/test-emulators.ts [--only auth,functions,...] [-- vitest args]
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  emulatorToolsEnv,
  hostingOrigin,
  prepareEmulatorProject,
  publishableKeyFor,
} from './emulator-project.js';
import {
  findMachineFirestoreEmulator,
  startMachineFirestoreEmulator,
  type RunningFirestore,
} from './machine-firestore-emulator.js';
import { defaultProjectId, firebasePolicyInputs, ROOT } from './firebase-project.js';

const FIREBASE_TOOLS_EMULATORS = ['auth', 'functions', 'hosting', 'tasks'];
const STORAGE_LEFT_OUT =
  "firebase-tools' Storage emulator needs Google's storage-rules runtime jar, a download that " +
  'no package on this machine provides';

interface EmulatorPlan {
  /** Started by firebase-tools. */
  firebaseTools: string[];
  /** The machine's Firestore emulator, started here. */
  machineFirestore: { binary: string } | null;
  /** Emulator name to why it is not running, for the suites' skip messages. */
  leftOut: Record<string, string>;
}

/** Which emulators run, and why the others do not. `--only` hands the choice to firebase-tools. */
function planEmulators(requested: string | undefined): EmulatorPlan {
  if (requested) {
    const chosen = requested.split(',').filter(Boolean);
    const leftOut = Object.fromEntries(
      ['firestore', 'storage', ...FIREBASE_TOOLS_EMULATORS]
        .filter((name) => !chosen.includes(name))
        .map((name) => [name, `left out by --only ${requested}`]),
    );
    return { firebaseTools: chosen, machineFirestore: null, leftOut };
  }
  const firestore = findMachineFirestoreEmulator();
  const leftOut: Record<string, string> = { storage: STORAGE_LEFT_OUT };
  if ('missing' in firestore) leftOut.firestore = firestore.missing;
  return {
    firebaseTools: FIREBASE_TOOLS_EMULATORS,
    machineFirestore: 'binary' in firestore ? firestore : null,
    leftOut,
  };
}

/** Says loudly, before any test runs, which suites will skip and why. */
function announceLeftOut(leftOut: Record<string, string>): void {
  for (const [name, why] of Object.entries(leftOut)) {
    console.warn(`\n*** SKIPPING the ${name} emulator suites: ${why}. ***\n`);
  }
}

/** The function in Firebase mode with demo Clerk and Razorpay settings. */
async function prepareProject(projectId: string, clerkPublicKey: string): Promise<string> {
  const params = {
    PUBLIC_ORIGIN: hostingOrigin(),
    CLERK_PUBLISHABLE_KEY: publishableKeyFor('clerk.thumbforge.test'),
    CLERK_JWT_KEY: clerkPublicKey,
    RAZORPAY_KEY_ID: 'rzp_test_emulator',
    WEB_FIREBASE_API_KEY: 'emulator-api-key',
    WEB_FIREBASE_APP_ID: `1:000000000000:web:${projectId}`,
  };
  return prepareEmulatorProject({
    projectId,
    params,
    secrets: {
      CLERK_SECRET_KEY: 'sk_test_emulator',
      RAZORPAY_KEY_SECRET: 'emulator-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'emulator-webhook-secret',
      FILE_LINK_KEY: randomBytes(32).toString('base64url'),
    },
    policy: firebasePolicyInputs(params, projectId),
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const requested = onlyIndex >= 0 ? args[onlyIndex + 1] : process.env.EMULATORS;
  const separator = args.indexOf('--');
  const vitestArgs = separator >= 0 ? args.slice(separator + 1) : [];

  const projectId = defaultProjectId();
  const clerkKeys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const configFile = await prepareProject(projectId, clerkKeys.publicKey);

  const plan = planEmulators(requested);
  announceLeftOut(plan.leftOut);
  let firestore: RunningFirestore | null = null;
  try {
    if (plan.machineFirestore) {
      const started = Date.now();
      firestore = await startMachineFirestoreEmulator({ ...plan.machineFirestore, projectId });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `The machine's Firestore emulator runs on ${firestore.host} (${seconds} s)\n`,
      );
    }
    const vitest = ['npx', 'vitest', 'run', '--project', 'emulators', ...vitestArgs].join(' ');
    const names = [...plan.firebaseTools, ...(firestore ? ['firestore'] : [])];
    process.stdout.write(`Starting the ${names.join(', ')} emulators for: ${vitest}\n`);
    return await run(
      'npx',
      [
        'firebase',
        'emulators:exec',
        '--config',
        configFile,
        '--project',
        projectId,
        '--only',
        plan.firebaseTools.join(','),
        vitest,
      ],
      {
        ...emulatorToolsEnv(projectId),
        ...(firestore ? { FIRESTORE_EMULATOR_HOST: firestore.host } : {}),
        EMULATOR_CLERK_PRIVATE_KEY: clerkKeys.privateKey,
        EMULATOR_PUBLIC_ORIGIN: hostingOrigin(),
        EMULATORS_LEFT_OUT: JSON.stringify(plan.leftOut),
      },
    );
  } finally {
    firestore?.stop();
  }
}

/** Runs a command to its end with the terminal attached; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
