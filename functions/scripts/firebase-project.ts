/**
 * The repository's firebase.json, rewritten for a generated project folder: the emulator tests'
 * (.emulators/) and the deploy's (.firebase-deploy/). Each folder gets its own functions source and
 * Hosting's security headers built from its own settings, which a static firebase.json cannot
 * know (the CSP names the Clerk instance).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { defaultStorageBucket } from '../src/config/firebase-project.js';
import {
  securityHeaderValues,
  type PolicyInputs,
} from '../src/http/middleware/security-headers.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface FirebaseConfig {
  hosting: { public: string; headers?: HeaderRule[] } & Record<string, unknown>;
  functions: ({ source: string; predeploy?: string[] } & Record<string, unknown>)[];
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  emulators: Record<string, { host: string; port: number }>;
}

export function readFirebaseConfig(): FirebaseConfig {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
}

/** `.firebaserc`'s default project: a demo- project, so nothing reaches Google by accident. */
export function defaultProjectId(): string {
  const rc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as {
    projects: { default: string };
  };
  return rc.projects.default;
}

/**
 * The params Cloud Functions reads for a project: functions/.env, then functions/.env.<project>,
 * the later file winning, as firebase-tools merges them.
 */
export function readFunctionsParams(projectId: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const file of ['.env', `.env.${projectId}`]) {
    try {
      Object.assign(params, parseEnv(readFileSync(join(ROOT, 'functions', file), 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return params;
}

/** What the web app loads in Firebase mode, read from the params, for the pages' CSP. */
export function firebasePolicyInputs(params: Record<string, string>, projectId: string) {
  const publishableKey = params.CLERK_PUBLISHABLE_KEY ?? '';
  const keyId = params.RAZORPAY_KEY_ID ?? '';
  if (!publishableKey || !keyId) {
    throw new Error(
      `functions/.env.${projectId} must set CLERK_PUBLISHABLE_KEY and RAZORPAY_KEY_ID: ` +
        "the pages' Content-Security-Policy names Clerk and Razorpay",
    );
  }
  const inputs: PolicyInputs = {
    auth: { provider: 'clerk', publishableKey },
    checkout: { provider: 'razorpay', keyId },
    firebase: {
      apiKey: params.WEB_FIREBASE_API_KEY ?? '',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: storageBucketOf(params, projectId),
      appId: params.WEB_FIREBASE_APP_ID ?? '',
    },
  };
  return inputs;
}

/** Hosting's rule giving every page the headers the API server sends with its own answers. */
export function securityHeaderRule(inputs: PolicyInputs): HeaderRule {
  return {
    source: '**',
    headers: Object.entries(securityHeaderValues(inputs)).map(([key, value]) => ({ key, value })),
  };
}

/**
 * firebase.json for a folder elsewhere in the repository: every path made relative to it, the
 * functions loaded from `functionsSource`, and the security headers added before the repository's
 * own header rules (a later rule wins where both set a header).
 */
export function relocatedConfig(
  config: FirebaseConfig,
  projectDir: string,
  options: { functionsSource: string; inputs: PolicyInputs },
): FirebaseConfig {
  const fromProject = (path: string) => relative(projectDir, join(ROOT, path));
  return {
    ...config,
    hosting: {
      ...config.hosting,
      public: fromProject(config.hosting.public),
      headers: [securityHeaderRule(options.inputs), ...(config.hosting.headers ?? [])],
    },
    // The callers build and bundle first; the repository's predeploy hooks name its own layout.
    functions: config.functions.map(({ predeploy: _predeploy, ...codebase }) => ({
      ...codebase,
      source: relative(projectDir, options.functionsSource),
    })),
    firestore: {
      rules: fromProject(config.firestore.rules),
      indexes: fromProject(config.firestore.indexes),
    },
    storage: { rules: fromProject(config.storage.rules) },
  };
}

/**
 * The Cloud Storage lifecycle rule the deploy sets on the bucket: a second line behind the daily
 * retention sweep, which deletes photos and thumbnails at 365 days and marks their messages. The
 * bucket deletes any object a few days later, should the sweep ever not run.
 */
export const STORAGE_LIFECYCLE_MARGIN_DAYS = 3;

export function storageLifecycle(imageDays: number) {
  return {
    rule: [
      {
        action: { type: 'Delete' },
        condition: { age: imageDays + STORAGE_LIFECYCLE_MARGIN_DAYS },
      },
    ],
  };
}

/** The bucket the functions use: `STORAGE_BUCKET`, or the project's default bucket. */
export function storageBucketOf(params: Record<string, string>, projectId: string): string {
  return params.STORAGE_BUCKET || defaultStorageBucket(projectId);
}
