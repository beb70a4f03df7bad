/**
 * Builds what Cloud Functions deploys: functions/dist/ with index.js (src/index.ts bundled by
 * esbuild, the workspace package @thumbforge/contract inlined), pixel-worker.js (the render
 * pool's threads: decoding, painting, compositing) and analysis-worker.js (the thread running the cut-out and face
 * models), bundled the same way, the vendored model weights (models/, with their licence), and a
 * package.json listing only the npm packages the bundle imports, which Cloud Build installs (with
 * an .npmrc that keeps onnxruntime-node's install script from downloading CUDA). Cloud Functions uploads the source
 * folder alone, so a workspace dependency could never resolve there; npm packages stay external
 * because some are native (@napi-rs/canvas) or read their own files at run time (pdfkit, fonts).
 * functions/.env* and .secret.local are copied along: the CLI and the emulator read them there.
 *
 *   npx tsx functions/scripts/bundle-for-deploy.ts [outDir]
 */
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const FUNCTIONS_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONTRACT_ENTRY = fileURLToPath(new URL('../../contract/src/index.ts', import.meta.url));
const WORKSPACE_PACKAGE = '@thumbforge/contract';
// Params (.env, .env.<project>, .env.local) and the emulator's secrets (.secret.local, which
// firebase.json keeps out of the upload).
const PARAMS_FILE = /^\.(env(\..+)?|secret\.local)$/;

export const DEFAULT_DEPLOY_DIR = join(FUNCTIONS_DIR, 'dist');
/** render-pool.ts starts `./pixel-worker.js` beside the module that holds it. */
export const RENDER_WORKER = 'pixel-worker';
/** photo-analyser.ts starts `./analysis-worker.js` the same way. */
export const ANALYSIS_WORKER = 'analysis-worker';
/**
 * Packages a bundled package loads at run time without declaring them: Human's node builds
 * `require` the tfjs packages, which its package.json lists as devDependencies only.
 */
const UNDECLARED_DEPENDENCIES: Record<string, string[]> = {
  '@vladmandic/human': [
    '@tensorflow/tfjs-core',
    '@tensorflow/tfjs-converter',
    '@tensorflow/tfjs-backend-wasm',
  ],
};
/** Cloud Build's `npm install` reads it: onnxruntime-node's install script would fetch CUDA. */
export const DEPLOY_NPMRC = 'onnxruntime-node-install=skip\n';
/**
 * Packages only the embedded stand-ins use (SQLite for the local identity's and the sandbox's
 * records, jose to sign local sessions): the app on the emulators runs them, production never
 * does, and the modules that need them load them only when chosen.
 */
export const EMBEDDED_ONLY_PACKAGES = ['better-sqlite3', 'jose'];
/**
 * Cloud Build runs a deploy's `gcp-build` script after installing it. onnxruntime-node ships its
 * native runtime for five platforms (about 290 MB): the function keeps its own (about 45 MB). The
 * font packages ship every weight (the Chinese, Japanese and Korean ones near 200 MB together):
 * the function keeps the files its code names (`KEPT_FONTS`, written beside the script).
 */
export const PRUNE_SCRIPT = 'prune-deploy.cjs';
export const KEPT_FONTS_FILE = 'kept-fonts.json';
const FONT_PACKAGES = '@expo-google-fonts';
const FONT_FILE = /@expo-google-fonts\/[a-z0-9-]+\/[A-Za-z0-9_/-]+\.ttf/g;
const PRUNE_SOURCE = `// Keeps what the function runs of what Cloud Build installed (see bundle-for-deploy.ts).
const { existsSync, readdirSync, readFileSync, rmSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const modules = join(__dirname, 'node_modules');
const bin = join(modules, 'onnxruntime-node', 'bin');
if (existsSync(bin)) {
  for (const napi of readdirSync(bin)) {
    for (const platform of readdirSync(join(bin, napi))) {
      for (const arch of readdirSync(join(bin, napi, platform))) {
        if (platform !== process.platform || arch !== process.arch) {
          rmSync(join(bin, napi, platform, arch), { recursive: true, force: true });
        }
      }
    }
  }
}
const kept = new Set(JSON.parse(readFileSync(join(__dirname, '${KEPT_FONTS_FILE}'), 'utf8')));
const fonts = join(modules, '${FONT_PACKAGES}');
const prune = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) prune(path);
    else if (name.endsWith('.ttf') && !kept.has(relative(modules, path))) rmSync(path);
  }
};
if (existsSync(fonts)) prune(fonts);
`;

export interface BundleOptions {
  /** The embedded stand-ins' packages too: for the app on the emulators (`npm run emulators`). */
  withEmbeddedStandIns?: boolean;
}

export interface DeployBundle {
  outDir: string;
  /** The npm packages the bundle imports, with the ranges functions/package.json gives them. */
  dependencies: Record<string, string>;
  /** The params and emulator secrets files copied beside the bundle. */
  paramsFiles: string[];
}

/** `firebase-admin/firestore` -> `firebase-admin`, `@clerk/backend/errors` -> `@clerk/backend`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export async function bundleForDeploy(
  outDir: string = DEFAULT_DEPLOY_DIR,
  options: BundleOptions = {},
): Promise<DeployBundle> {
  const functionsPackage = JSON.parse(
    readFileSync(join(FUNCTIONS_DIR, 'package.json'), 'utf8'),
  ) as { version: string; dependencies: Record<string, string> };
  const npmPackages = Object.keys(functionsPackage.dependencies).filter(
    (name) => name !== WORKSPACE_PACKAGE,
  );

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    // The workers are files of their own, loaded beside index.js as threads.
    entryPoints: {
      index: join(FUNCTIONS_DIR, 'src', 'index.ts'),
      [RENDER_WORKER]: join(FUNCTIONS_DIR, 'src', 'adapters', 'render-pool', `${RENDER_WORKER}.ts`),
      [ANALYSIS_WORKER]: join(FUNCTIONS_DIR, 'src', 'adapters', 'vision', `${ANALYSIS_WORKER}.ts`),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'silent',
    alias: { [WORKSPACE_PACKAGE]: CONTRACT_ENTRY },
    external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  });

  const imported = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (external && !isBuiltin(path)) imported.add(packageName(path));
    }
  }
  // Files resolved by package name at run time (`require.resolve('@expo-google-fonts/...')`, the
  // face model's folder) are no imports, so every entry's text is searched for the names of the
  // remaining packages too.
  const code = Object.keys(result.metafile.outputs)
    .filter((output) => output.endsWith('.js'))
    .map((output) => readFileSync(output, 'utf8'))
    .join('\n');
  for (const name of npmPackages) {
    if (
      [`'${name}/`, `"${name}/`, `'${name}'`, `"${name}"`].some((quoted) => code.includes(quoted))
    ) {
      imported.add(name);
    }
  }
  for (const name of [...imported]) {
    for (const needed of UNDECLARED_DEPENDENCIES[name] ?? []) imported.add(needed);
  }
  if (!options.withEmbeddedStandIns) {
    for (const name of EMBEDDED_ONLY_PACKAGES) imported.delete(name);
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...imported].sort()) {
    const range = functionsPackage.dependencies[name];
    if (!range) {
      throw new Error(`The bundle imports ${name}, which functions/package.json does not list`);
    }
    dependencies[name] = range;
  }
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: '@thumbforge/functions-deploy',
        version: functionsPackage.version,
        private: true,
        type: 'module',
        main: 'index.js',
        engines: { node: '22' },
        scripts: { 'gcp-build': `node ${PRUNE_SCRIPT}` },
        dependencies,
      },
      null,
      2,
    )}\n`,
  );

  writeFileSync(join(outDir, '.npmrc'), DEPLOY_NPMRC);
  writeFileSync(join(outDir, PRUNE_SCRIPT), PRUNE_SOURCE);
  const keptFonts = [...new Set(code.match(FONT_FILE) ?? [])].sort();
  writeFileSync(join(outDir, KEPT_FONTS_FILE), `${JSON.stringify(keptFonts, null, 2)}\n`);
  // The analysis worker finds the weights in models/ of its own package (model-files.ts).
  cpSync(join(FUNCTIONS_DIR, 'models'), join(outDir, 'models'), { recursive: true });

  const paramsFiles = readdirSync(FUNCTIONS_DIR).filter((file) => PARAMS_FILE.test(file));
  for (const file of paramsFiles) copyFileSync(join(FUNCTIONS_DIR, file), join(outDir, file));
  return { outDir, dependencies, paramsFiles };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  bundleForDeploy(process.argv[2] ? resolve(process.argv[2]) : undefined).then(
    ({ outDir, dependencies, paramsFiles }) => {
      process.stdout.write(
        `Bundled ${outDir}/index.js; Cloud Build installs ${Object.keys(dependencies).join(', ')}.\n` +
          (paramsFiles.length ? `Params: ${paramsFiles.join(', ')}.\n` : ''),
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
