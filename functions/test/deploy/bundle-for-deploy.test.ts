import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYSIS_WORKER,
  bundleForDeploy,
  DEPLOY_NPMRC,
  EMBEDDED_ONLY_PACKAGES,
  KEPT_FONTS_FILE,
  PRUNE_SCRIPT,
  RENDER_WORKER,
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

/** Starts the bundled render worker as worker-pool.ts does and has it normalize one photo. */
const WORKER_PROBE = `
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
const worker = new Worker(new URL(process.argv[1]), { execArgv: [] });
const bytes = new Uint8Array(readFileSync(process.argv[2]));
worker.postMessage({ id: 1, kind: 'normalize-upload', input: { bytes } });
worker.once('message', ({ output, failure }) => {
  const answer = output
    ? { width: output.width, height: output.height, jpeg: output.jpeg[0] === 0xff }
    : failure;
  process.stdout.write('WORKER ' + JSON.stringify(answer) + '\\n');
  void worker.terminate();
});
`;

/** Sends the bundled analysis worker one photo as photo-analyser.ts does and prints what it found. */
const ANALYSIS_PROBE = `
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
const worker = new Worker(new URL(process.argv[1]), { execArgv: [] });
worker.postMessage({ id: 1, photo: new Uint8Array(readFileSync(process.argv[2])) });
worker.once('message', ({ mask, faces, failures }) => {
  let solid = 0;
  for (const value of mask?.alpha ?? []) if (value >= 128) solid += 1;
  const answer = {
    mask: mask ? solid / mask.alpha.length : null,
    faces: faces ? faces.map((face) => face.box) : null,
    failures,
  };
  process.stdout.write('ANALYSIS ' + JSON.stringify(answer) + '\\n');
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
        // The titles of language versions: every script's Noto face.
        ...[
          'noto-sans',
          'noto-sans-devanagari',
          'noto-sans-bengali',
          'noto-sans-tamil',
          'noto-sans-arabic',
          'noto-sans-hebrew',
          'noto-sans-sc',
          'noto-sans-jp',
          'noto-sans-kr',
        ].map((name) => `@expo-google-fonts/${name}`),
        // The emoji stickers.
        '@expo-google-fonts/noto-color-emoji',
        // The analysis worker: the cut-out model's runtime, and Human with the tfjs packages its
        // node build requires.
        'onnxruntime-node',
        '@vladmandic/human',
        '@tensorflow/tfjs-core',
        '@tensorflow/tfjs-converter',
        '@tensorflow/tfjs-backend-wasm',
      ]),
    );
    // The embedded stand-ins' packages (SQLite, jose) are for the app on the emulators only.
    for (const absent of ['@thumbforge/contract', ...EMBEDDED_ONLY_PACKAGES]) {
      expect(manifest.dependencies).not.toHaveProperty(absent);
    }
  });

  it('carries the embedded stand-ins only in the bundle for the emulators', async () => {
    const emulatorDir = join(TEST_DATA, `emulators-${process.pid}`);
    try {
      const emulators = await bundleForDeploy(emulatorDir, { withEmbeddedStandIns: true });
      expect(Object.keys(emulators.dependencies)).toEqual(
        expect.arrayContaining(EMBEDDED_ONLY_PACKAGES),
      );
    } finally {
      rmSync(emulatorDir, { recursive: true, force: true });
    }
  });

  it("keeps only the function's own platform of the cut-out model's runtime, and the fonts it uses", async () => {
    const manifest = JSON.parse(readFileSync(join(outDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['gcp-build']).toBe(`node ${PRUNE_SCRIPT}`);
    try {
      // As Cloud Build's install would leave it: every platform's build.
      const bin = join(outDir, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6');
      for (const [platform, arch] of [
        ['linux', 'x64'],
        ['linux', 'arm64'],
        ['darwin', 'arm64'],
        ['win32', 'x64'],
      ]) {
        mkdirSync(join(bin, platform ?? '', arch ?? ''), { recursive: true });
      }
      // Every weight of a font package, as installed; the function sets its titles in Black.
      const fonts = join(outDir, 'node_modules', '@expo-google-fonts', 'noto-sans-jp');
      for (const weight of ['400Regular', '900Black']) {
        mkdirSync(join(fonts, weight), { recursive: true });
        writeFileSync(join(fonts, weight, `NotoSansJP_${weight}.ttf`), 'font');
      }
      await run(process.execPath, [join(outDir, PRUNE_SCRIPT)]);
      expect(readdirSync(join(fonts, '900Black'))).toEqual(['NotoSansJP_900Black.ttf']);
      expect(readdirSync(join(fonts, '400Regular'))).toEqual([]);
      const kept = JSON.parse(readFileSync(join(outDir, KEPT_FONTS_FILE), 'utf8')) as string[];
      expect(kept).toEqual(
        expect.arrayContaining([
          '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf',
          '@expo-google-fonts/lilita-one/400Regular/LilitaOne_400Regular.ttf',
          '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
          '@expo-google-fonts/noto-sans-jp/900Black/NotoSansJP_900Black.ttf',
        ]),
      );
      const left = ['linux', 'darwin', 'win32'].flatMap((platform) =>
        existsSync(join(bin, platform))
          ? readdirSync(join(bin, platform)).map((arch) => `${platform}/${arch}`)
          : [],
      );
      expect(left).toEqual([`${process.platform}/${process.arch}`]);
    } finally {
      // The fake install must not shadow the real packages for the other tests.
      rmSync(join(outDir, 'node_modules'), { recursive: true, force: true });
    }
  });

  it('decodes uploads on the bundled worker thread beside index.js', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        WORKER_PROBE,
        pathToFileURL(join(outDir, `${RENDER_WORKER}.js`)).href,
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

  it('runs the cut-out and face models on the bundled analysis worker, from its own files', async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        ANALYSIS_PROBE,
        pathToFileURL(join(outDir, `${ANALYSIS_WORKER}.js`)).href,
        `${FIXTURE_PHOTOS}/astronaut.png`,
      ],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('ANALYSIS '));
    const answer = JSON.parse(line?.slice('ANALYSIS '.length) ?? '{}') as {
      mask: number | null;
      faces: { x: number; y: number; width: number; height: number }[] | null;
      failures: string[];
    };
    // A model failing to load is what makes the function fall back with its one warning.
    expect(answer.failures).toEqual([]);
    expect(stderr).toBe('');
    // She fills a good part of the frame, her face in its upper middle.
    expect(answer.mask).toBeGreaterThan(0.2);
    expect(answer.mask).toBeLessThan(0.9);
    expect(answer.faces).toHaveLength(1);
    const face = answer.faces?.[0] ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(face.x + face.width / 2).toBeGreaterThan(0.3);
    expect(face.x + face.width / 2).toBeLessThan(0.6);
    expect(face.y + face.height / 2).toBeLessThan(0.4);
  });

  it('ships the weights with their licence, and an .npmrc that keeps Cloud Build offline', async () => {
    for (const file of ['u2netp.onnx', 'LICENSE', 'README.md']) {
      expect(statSync(join(outDir, 'models', 'u2netp', file)).size).toBeGreaterThan(0);
    }
    expect(readFileSync(join(outDir, '.npmrc'), 'utf8')).toBe(DEPLOY_NPMRC);
    // onnxruntime-node's install script downloads CUDA files unless npm, installing the bundle
    // from its own folder as Cloud Build does, hands it this setting.
    const { stdout } = await run('npm', ['config', 'get', 'onnxruntime-node-install'], {
      cwd: outDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    });
    expect(stdout.trim()).toBe('skip');
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
    expect(answer.endpoint.secretEnvironmentVariables.map((secret) => secret.key).sort()).toEqual([
      'CLERK_SECRET_KEY',
      'FILE_LINK_KEY',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    // Without params or secrets the first request fails, and the log says what to set.
    expect(answer.status).toBe(500);
    const log = `${stdout}${stderr}`;
    expect(log).toContain('The Firebase runtime cannot start: 10 setting(s) missing');
    for (const name of [
      'PUBLIC_ORIGIN',
      'CLERK_SECRET_KEY',
      'RAZORPAY_WEBHOOK_SECRET',
      'FILE_LINK_KEY',
    ]) {
      expect(log).toContain(name);
    }
  });
});
