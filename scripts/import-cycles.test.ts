import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.js';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** A throwaway repository of the given files. */
function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const cyclesOf = (files: Record<string, string>) => {
  const at = repository(files);
  return importCycles(importGraph(at, ['functions/src', 'web/src', 'contract/src'])).map((cycle) =>
    cycle.map((file) => file.slice(at.length + 1)),
  );
};

describe('the import circle check', () => {
  it('finds a circle through type-only imports, re-exports and dynamic imports', () => {
    expect(
      cyclesOf({
        'functions/src/a.ts': "import type { B } from './b.js';\nexport type A = B;",
        'functions/src/b.ts': "export * from './c.js';",
        'functions/src/c.ts': "export const c = () => import('./a.js');",
        'functions/src/d.ts': "import { c } from './c.js';",
      }),
    ).toEqual([['functions/src/a.ts', 'functions/src/b.ts', 'functions/src/c.ts']]);
  });

  it("follows the web's alias, folder indexes and the contract's package name", () => {
    expect(
      cyclesOf({
        'web/src/features/chat/index.ts': "export { View } from './view';",
        'web/src/features/chat/view.tsx': "import { helper } from '@/lib/helper';",
        'web/src/lib/helper.ts': "import { View } from '@/features/chat';",
        'contract/src/index.ts': "export * from './shapes.js';",
        'contract/src/shapes.ts': "import { z } from 'zod';",
        'functions/src/uses.ts': "import { z } from '@thumbforge/contract';",
      }),
    ).toEqual([
      ['web/src/features/chat/index.ts', 'web/src/features/chat/view.tsx', 'web/src/lib/helper.ts'],
    ]);
  });

  it('passes a graph that only flows one way, and packages are not ours', () => {
    expect(
      cyclesOf({
        'functions/src/core/rule.ts': "import { z } from 'zod';\nexport const rule = z.string();",
        'functions/src/adapters/store.ts': "import { rule } from '../core/rule.js';",
        'functions/src/server.ts': "import './adapters/store.js';\nimport express from 'express';",
      }),
    ).toEqual([]);
  });
});
