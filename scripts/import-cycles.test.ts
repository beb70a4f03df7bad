import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/** The import-circle check `npm run lint` runs: dependency-cruiser with .dependency-cruiser.cjs. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEPCRUISE = join(ROOT, 'node_modules', '.bin', 'depcruise');
const FOLDERS = ['contract/src', 'functions/src', 'web/src'];

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** A throwaway repository of the given files, with the check's two configuration files. */
function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const name of ['.dependency-cruiser.cjs', 'tsconfig.cycles.json']) {
    copyFileSync(join(ROOT, name), join(root, name));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

interface Violation {
  rule: { name: string };
  cycle?: { name: string }[];
}

/** The circles the check reports in a repository of `files`, each as the files along it. */
async function cyclesOf(files: Record<string, string>): Promise<string[][]> {
  const cwd = repository(files);
  const folders = FOLDERS.filter((folder) => Object.keys(files).some((f) => f.startsWith(folder)));
  const run = await promisify(execFile)(
    DEPCRUISE,
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...folders],
    { cwd },
  ).catch((failed: { stdout: string }) => failed);
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  const cycles = summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) => (violation.cycle ?? []).map((step) => step.name).sort());
  // Each circle is reported once from each of its files: the same circle, once.
  return [...new Map(cycles.map((cycle) => [cycle.join(' '), cycle])).values()];
}

describe('the import circle check', () => {
  it('finds a circle through type-only imports, re-exports and dynamic imports', async () => {
    expect(
      await cyclesOf({
        'functions/src/a.ts': "import type { B } from './b.js';\nexport type A = B;",
        'functions/src/b.ts': "export * from './c.js';",
        'functions/src/c.ts': "export const c = () => import('./a.js');",
        'functions/src/d.ts': "import { c } from './c.js';",
      }),
    ).toEqual([['functions/src/a.ts', 'functions/src/b.ts', 'functions/src/c.ts']]);
  });

  it("follows the web's alias, folder indexes and the contract's package name", async () => {
    expect(
      await cyclesOf({
        'web/src/features/chat/index.ts': "export { View } from './view';",
        'web/src/features/chat/view.tsx': "import { helper } from '@/lib/helper';",
        'web/src/lib/helper.ts': "import { View } from '@/features/chat';",
        'contract/src/index.ts': "export * from './shapes.js';",
        'contract/src/shapes.ts': "import '../../functions/src/uses.js';\nexport const shape = 1;",
        'functions/src/uses.ts': "import { shape } from '@thumbforge/contract';",
      }),
    ).toEqual([
      ['contract/src/index.ts', 'contract/src/shapes.ts', 'functions/src/uses.ts'],
      ['web/src/features/chat/index.ts', 'web/src/features/chat/view.tsx', 'web/src/lib/helper.ts'],
    ]);
  });

  it('passes a graph that only flows one way, and packages are not ours', async () => {
    expect(
      await cyclesOf({
        'functions/src/core/rule.ts': "import { z } from 'zod';\nexport const rule = z.string();",
        'functions/src/adapters/store.ts': "import { rule } from '../core/rule.js';",
        'functions/src/server.ts': "import './adapters/store.js';\nimport express from 'express';",
      }),
    ).toEqual([]);
  });
});
