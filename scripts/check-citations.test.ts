import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCitations } from './check-citations.js';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** A throwaway repository of the given files. */
function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'citations-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Spelt in two pieces, so this file cites none of the documents its cases lack. */
const md = (stem: string) => `${stem}.md`;

const brokenIn = (files: Record<string, string>) =>
  brokenCitations(repository(files), ['docs', 'functions/src', 'web/public']);

describe('the citation check', () => {
  it('refuses a document the repository does not hold, naming the file and line', () => {
    expect(
      brokenIn({
        'README.md': '# ThumbForge\n',
        'functions/src/a.ts': `// Why: see README.md.\n/** As ${md('SPEC')} section 5 says. */\n`,
      }),
    ).toEqual([{ file: 'functions/src/a.ts', line: 2, cited: md('SPEC') }]);
  });

  it('accepts paths from the root, beside the file, or ending in a file the repository holds', () => {
    expect(
      brokenIn({
        'docs/architecture.md': 'See [rules](product-rules.md) and docs/product-rules.md.\n',
        'docs/product-rules.md': '# Rules\n',
        'web/public/photos/SOURCES.md': 'credits\n',
        'functions/src/b.ts':
          '// docs/architecture.md section 2; credits in ./photos/SOURCES.md and SOURCES.md\n',
      }),
    ).toEqual([]);
  });

  it('does not read a URL or a package path as a citation', () => {
    expect(
      brokenIn({
        'functions/src/c.ts':
          '// https://github.com/x/y/blob/main/CHANGELOG.md and @scope/pkg/NOTES.md\n',
      }),
    ).toEqual([]);
  });

  it('finds a missing document cited with folders', () => {
    expect(brokenIn({ [md('docs/index')]: `See ${md('docs/missing')}.\n` })).toEqual([
      { file: md('docs/index'), line: 1, cited: md('docs/missing') },
    ]);
  });
});
