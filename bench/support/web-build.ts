import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const builds = new Map<boolean, string>();

/**
 * `npm run build -w web` into a temp directory (never `web/dist`, which the e2e tests serve),
 * once per run; with `sourcemap`, a second build with source maps for the composition
 * breakdown. BENCH_WEB_DIST names an existing build to use instead of the plain one.
 */
export function webBuild(sourcemap = false): string {
  if (!sourcemap && process.env.BENCH_WEB_DIST) return process.env.BENCH_WEB_DIST;
  const existing = builds.get(sourcemap);
  if (existing) return existing;
  const outDir = mkdtempSync(join(tmpdir(), 'thumbforge-bench-web-'));
  const args = ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'];
  if (sourcemap) args.push('--sourcemap');
  const result = spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  if (result.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`npm ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  builds.set(sourcemap, outDir);
  return outDir;
}

export function cleanUpWebBuilds(): void {
  for (const outDir of builds.values()) rmSync(outDir, { recursive: true, force: true });
  builds.clear();
}
