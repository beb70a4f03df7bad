import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every document the code and docs cite is one the repository holds (docs/architecture.md
 * section 9): a comment that sends a reader to a page they cannot open explains nothing.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CITING_FOLDERS = [
  'bench',
  'contract/src',
  'docs',
  'functions/scripts',
  'functions/src',
  'functions/test',
  'scripts',
  'web/e2e',
  'web/lint',
  'web/public',
  'web/src',
];
const SKIPPED = new Set(['node_modules', 'dist', 'lib', '.data', '.test-data']);
const CITING = /\.(ts|tsx|js|mjs|md|sh)$/;

/** A path ending in .md as written (with or without folders), not inside a URL or another path. */
const CITATION = /(?<![\w@/.:-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w.-]+\.md)(?![\w/])/g;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : filesUnder(path);
    return [path];
  });
}

export interface BrokenCitation {
  file: string;
  line: number;
  cited: string;
}

/** The citations in `folders` (and the root's own files) of documents `root` does not hold. */
export function brokenCitations(root = ROOT, folders = CITING_FOLDERS): BrokenCitation[] {
  const rootFiles = readdirSync(root)
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isFile());
  const files = [...rootFiles, ...folders.flatMap((folder) => filesUnder(join(root, folder)))];
  const documents = files.filter((file) => file.endsWith('.md'));
  const names = new Set(documents.map((document) => basename(document)));
  // A path is also a citation of the repository's file it ends with, wherever it is read from.
  const holds = (file: string, cited: string) =>
    existsSync(join(dirname(file), cited)) ||
    (cited.includes('/')
      ? existsSync(join(root, cited)) ||
        documents.some((document) => document.endsWith(`/${cited.replace(/^(\.{1,2}\/)+/, '')}`))
      : names.has(cited));

  return files
    .filter((file) => CITING.test(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(CITATION)]
            .map((match) => match[1]!)
            .filter((cited) => !holds(file, cited))
            .map((cited) => ({ file: relative(root, file), line: index + 1, cited })),
        ),
    );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const broken = brokenCitations();
  for (const { file, line, cited } of broken) {
    console.error(`${file}:${line}: cites ${cited}, which the repository does not hold`);
  }
  process.exitCode = broken.length > 0 ? 1 : 0;
}
