/**
 * The throwaway project folder the emulators run (.emulators/): the deploy bundle of `api`, its
 * params and secrets, and a firebase.json whose Hosting headers carry the pages' security policy
 * for those settings. Nothing from functions/.env* or .secret.local is used, so a developer's real
 * settings never meet the emulators.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PolicyInputs } from '../src/http/middleware/security-headers.js';
import { bundleForDeploy } from './bundle-for-deploy.js';
import {
  readFirebaseConfig,
  relocatedConfig,
  ROOT,
  type FirebaseConfig,
} from './firebase-project.js';

export const PROJECT_DIR = join(ROOT, '.emulators');
const FUNCTIONS_DIR = join(PROJECT_DIR, 'functions');

/** Where the browser (and the tests) reach the app: the Hosting emulator. */
export function hostingOrigin(config: FirebaseConfig = readFirebaseConfig()): string {
  const { host, port } = config.emulators.hosting ?? { host: '127.0.0.1', port: 5000 };
  return `http://${host}:${port}`;
}

/** What firebase-tools is run with, whichever emulators it starts. */
export function emulatorToolsEnv(projectId: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    METADATA_SERVER_DETECTION: 'none',
    GCLOUD_PROJECT: projectId,
    // firebase-tools fetches its message of the day from Google unless it runs under CI.
    CI: process.env.CI ?? 'true',
    // It gives the function's code 10 s to load (seconds here); beside npm test's other lanes on
    // two cores, loading the bundle can take longer.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '90',
  };
}

/** `KEY="a\nb"`: firebase-tools reads escaped newlines inside double quotes as newlines. */
function envFile(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${value.replace(/\n/g, '\\n')}"\n`)
    .join('');
}

/** A Clerk publishable key names its Frontend API host: `pk_test_` + base64("<host>$"). */
export function publishableKeyFor(host: string): string {
  return `pk_test_${Buffer.from(`${host}$`).toString('base64')}`;
}

/** Builds .emulators/ afresh; returns the path of its firebase.json. */
export async function prepareEmulatorProject(options: {
  projectId: string;
  /** functions/.env.<project>: the function's params (and port choices). */
  params: Record<string, string>;
  /** functions/.secret.local: the values of its secrets. */
  secrets: Record<string, string>;
  /** What the pages load, for Hosting's Content-Security-Policy. */
  policy: PolicyInputs;
}): Promise<string> {
  rmSync(PROJECT_DIR, { recursive: true, force: true });
  const bundle = await bundleForDeploy(FUNCTIONS_DIR, { withEmbeddedStandIns: true });
  for (const file of bundle.paramsFiles) rmSync(join(FUNCTIONS_DIR, file));
  writeFileSync(join(FUNCTIONS_DIR, `.env.${options.projectId}`), envFile(options.params));
  writeFileSync(join(FUNCTIONS_DIR, '.secret.local'), envFile(options.secrets));
  mkdirSync(PROJECT_DIR, { recursive: true });
  const projectConfig = relocatedConfig(readFirebaseConfig(), PROJECT_DIR, {
    functionsSource: FUNCTIONS_DIR,
    inputs: options.policy,
  });
  const configFile = join(PROJECT_DIR, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(projectConfig, null, 2));
  return configFile;
}
