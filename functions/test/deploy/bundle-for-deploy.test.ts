import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleForDeploy,
  UPLOAD_WORKER,
  type DeployBundle,
} from '../../scripts/bundle-for-deploy.js';
import { FIXTURE_PHOTOS } from '../support/crafted-images.js';

const run = promisify(execFile);

// Inside functions/, so the bundle's npm imports resolve from node_modules as Cloud Build's
// install would provide them (.test-data is git-ignored).
const TEST_DATA = new URL('../../.test-data/', import.meta.url).pathname;

/** Loads the bundle in a plain Node process (no vitest, no TypeScript) and calls `api` once. */
const PROBE = `
const { api } = await import(process.argv[1]);
const answer = { type: typeof api, endpoint: api.__endpoint };
await new Promise((resolve) => {
  const res = {
    status(code) { answer.status = code; return res; },
    send() { resolve(); return res; },
    end() { resolve(); return res; },
    json() { resolve(); return res; },
    setHeader() {}, getHeader() {}, on() {},
  };
  api({ method: 'GET', url: '/api/v1/config', headers: {}, get() {} }, res);
});
process.stdout.write('PROBE ' + JSON.stringify(answer) + '\\n');
`;

/** Starts the bundled worker as upload-worker-pool.ts does and has it normalize one photo. */
const WORKER_PROBE = `
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
const worker = new Worker(new URL(process.argv[1]), { execArgv: [] });
worker.postMessage({ id: 1, bytes: new Uint8Array(readFileSync(process.argv[2])) });
worker.once('message', ({ upload, failure }) => {
  const answer = upload
    ? { width: upload.width, height: upload.height, jpeg: upload.jpeg[0] === 0xff }
    : failure;
  process.stdout.write('WORKER ' + JSON.stringify(answer) + '\\n');
  void worker.terminate();
});
`;

describe('the deploy bundle (functions/dist)', () => {
  let bundle: DeployBundle;
  let outDir: string;

  beforeAll(async () => {
    mkdirSync(TEST_DATA, { recursive: true });
    outDir = join(TEST_DATA, `deploy-${process.pid}`);
    bundle = await bundleForDeploy(outDir);
  });
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('inlines the workspace contract and lists only the npm packages it needs', () => {
    const code = readFileSync(join(outDir, 'index.js'), 'utf8');
    expect(code).not.toMatch(/from ["']@thumbforge\/contract["']/);
    const manifest = JSON.parse(readFileSync(join(outDir, 'package.json'), 'utf8')) as {
      main: string;
      type: string;
      dependencies: Record<string, string>;
    };
    expect(manifest).toMatchObject({ main: 'index.js', type: 'module' });
    expect(manifest.dependencies).toEqual(bundle.dependencies);
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining([
        'firebase-functions',
        'firebase-admin',
        '@clerk/backend',
        'razorpay',
        // Font files resolved by package name at run time, not imported.
        '@expo-google-fonts/anton',
        '@expo-google-fonts/inter',
        // The local identity and the sandbox (IDENTITY=local, PAYMENTS=sandbox: the app on the
        // emulators) keep their records in SQLite and sign sessions with jose.
        'better-sqlite3',
        'jose',
      ]),
    );
    for (const absent of ['@thumbforge/contract']) {
      expect(manifest.dependencies).not.toHaveProperty(absent);
    }
  });

  it('decodes uploads on the bundled worker thread beside index.js', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        WORKER_PROBE,
        pathToFileURL(join(outDir, `${UPLOAD_WORKER}.js`)).href,
        `${FIXTURE_PHOTOS}/rocket.jpg`,
      ],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('WORKER '));
    expect(JSON.parse(line?.slice('WORKER '.length) ?? '{}')).toEqual({
      width: 640,
      height: 427,
      jpeg: true,
    });
  });

  it('loads in Node as the v2 function "api" with its secrets, and names missing settings', async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--input-type=module', '-e', PROBE, pathToFileURL(join(outDir, 'index.js')).href],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('PROBE '));
    const answer = JSON.parse(line?.slice('PROBE '.length) ?? '{}') as {
      type: string;
      status: number;
      endpoint: {
        platform: string;
        region: string[];
        httpsTrigger: object;
        secretEnvironmentVariables: { key: string }[];
      };
    };
    expect(answer.type).toBe('function');
    expect(answer.endpoint).toMatchObject({
      platform: 'gcfv2',
      region: ['us-central1'],
      httpsTrigger: {},
    });
    expect(answer.endpoint.secretEnvironmentVariables.map((secret) => secret.key)).toEqual([
      'CLERK_SECRET_KEY',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    // Without params or secrets the first request fails, and the log says what to set.
    expect(answer.status).toBe(500);
    const log = `${stdout}${stderr}`;
    expect(log).toContain('The Firebase runtime cannot start: 10 setting(s) missing');
    for (const name of ['PUBLIC_ORIGIN', 'CLERK_SECRET_KEY', 'RAZORPAY_WEBHOOK_SECRET']) {
      expect(log).toContain(name);
    }
  });
});
