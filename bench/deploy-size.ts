/**
 * What production carries and how fast it starts: the deploy bundle's installed size (its own
 * files plus the npm packages Cloud Build installs, with onnxruntime-node pruned to the function's
 * platform as its gcp-build script does) against what the same bundle carried before it was lean
 * (every platform of onnxruntime-node, every weight of every font, better-sqlite3 and jose); the cold start of the bundled
 * function (a fresh Node process importing it until `GET /api/v1/config` is answered) and of the
 * embedded server (`node functions/lib/server.js` until `/api/v1/health` answers).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  bundleForDeploy,
  EMBEDDED_ONLY_PACKAGES,
  KEPT_FONTS_FILE,
} from '../functions/scripts/bundle-for-deploy.js';
import { mb, ms, times, type Measurement, type Report } from './support/report.js';
import { median, sleep } from './support/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const PROBE = `
const started = performance.now();
const { api } = await import(process.argv[1]);
await new Promise((resolve) => {
  const res = {
    status() { return res; }, send: () => resolve(), end: () => resolve(), json: () => resolve(),
    setHeader() {}, getHeader() {}, on() {}, set() { return res; },
  };
  api({ method: 'GET', url: '/api/v1/config', headers: {}, get() {} }, res);
});
process.stdout.write('READY ' + (performance.now() - started) + '\\n');
process.exit(0);
`;

function sizeOf(path: string, skip: (path: string) => boolean = () => false): number {
  if (skip(path)) return 0;
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name), skip), 0);
}

/** A package's folder and those of everything it depends on, as npm installed them here. */
function closure(names: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    let manifest: string;
    try {
      manifest = createRequire(join(from, 'noop.js')).resolve(`${name}/package.json`);
    } catch {
      return;
    }
    const folder = dirname(manifest);
    if (seen.has(folder)) return;
    seen.add(folder);
    const { dependencies = {}, optionalDependencies = {} } = JSON.parse(
      readFileSync(manifest, 'utf8'),
    ) as { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
    for (const dependency of Object.keys({ ...dependencies, ...optionalDependencies })) {
      visit(dependency, folder);
    }
  };
  for (const name of names) visit(name, join(ROOT, 'functions'));
  return seen;
}

/**
 * Installed bytes of `names` and their dependencies; with `keptFonts`, as the deploy's gcp-build
 * leaves them (one onnxruntime platform, the font files the code names).
 */
function installedSize(names: string[], keptFonts?: Set<string>): number {
  const own = `${process.platform}/${process.arch}`;
  const pruned = (path: string) => {
    if (!keptFonts) return false;
    const platform = /onnxruntime-node\/bin\/napi-v\d+\/([^/]+\/[^/]+)$/.exec(path);
    if (platform) return platform[1] !== own;
    const font = /(@expo-google-fonts\/.+\.ttf)$/.exec(path);
    return font !== null && !keptFonts.has(font[1] ?? '');
  };
  // Packages nested inside others are counted with their parent's folder already.
  const folders = [...closure(names)];
  const top = folders.filter(
    (folder) => !folders.some((other) => other !== folder && folder.startsWith(`${other}/`)),
  );
  return top.reduce((sum, folder) => sum + sizeOf(folder, pruned), 0);
}

function timeUntil(command: string[], ready: RegExp, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, command, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        resolve(performance.now() - started);
        child.kill();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (!ready.test(output)) reject(new Error(`exited (${code}) before ready: ${output}`));
    });
  });
}

async function embeddedColdStart(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thumbforge-cold-'));
  try {
    const env = { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'development' };
    const child = spawn(process.execPath, [join(ROOT, 'functions/lib/server.js')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = performance.now();
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /running at (http:\/\/localhost:\d+)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    for (;;) {
      const res = await fetch(`${url}/api/v1/health`).catch(() => null);
      if (res?.ok) break;
      await sleep(5);
    }
    const elapsed = performance.now() - started;
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
    return elapsed;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const deploySize: Measurement = {
  name: 'deploy-size',
  async run(): Promise<Report> {
    const outDir = join(ROOT, 'functions', '.test-data', `bench-deploy-${process.pid}`);
    try {
      const bundle = await bundleForDeploy(outDir);
      const packages = Object.keys(bundle.dependencies);
      const ownFiles = sizeOf(outDir);
      const keptFonts = new Set(
        JSON.parse(readFileSync(join(outDir, KEPT_FONTS_FILE), 'utf8')) as string[],
      );
      const lean = ownFiles + installedSize(packages, keptFonts);
      const before = ownFiles + installedSize([...packages, ...EMBEDDED_ONLY_PACKAGES]);
      const functionStarts: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        functionStarts.push(
          await timeUntil(
            ['--input-type=module', '-e', PROBE, pathToFileURL(join(outDir, 'index.js')).href],
            /READY/,
            { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
          ),
        );
      }
      const serverStarts: number[] = [];
      if (existsSync(join(ROOT, 'functions/lib/server.js'))) {
        for (let i = 0; i < RUNS; i += 1) serverStarts.push(await embeddedColdStart());
      }
      return {
        title: `Deploy bundle and cold start (${packages.length} npm packages, median of ${RUNS})`,
        rows: [
          {
            figure: 'installed size of the deploy',
            value: mb(lean, 0),
            baseline: `${mb(before, 0)} before`,
            ratio: times(lean / before),
          },
          {
            figure: 'cold start: bundled function to its first answer',
            value: ms(median(functionStarts), 0),
          },
          {
            figure: 'cold start: embedded server to /health',
            value: serverStarts.length ? ms(median(serverStarts), 0) : 'not built (npm run build)',
          },
        ],
        notes: [
          `bundle files ${mb(ownFiles, 1)} (index.js, the two workers, the cut-out model's weights)`,
          `packages: ${packages.join(', ')}`,
        ],
      };
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};
