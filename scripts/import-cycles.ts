import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The repository's import graph has no circle (issue 24): a module and what it imports never
 * need each other, so each can be read, tested and moved on its own. Type-only imports count
 * too, since they tie the two files' meanings together all the same.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_FOLDERS = ['contract/src', 'functions/src', 'functions/scripts', 'web/src'];
const ALIASES: Record<string, string> = {
  '@thumbforge/contract': 'contract/src/index.ts',
  '@/': 'web/src/',
};
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The file an import names, when it is one of ours; undefined for a package. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  const alias = Object.keys(ALIASES).find(
    (name) => specifier === name || (name.endsWith('/') && specifier.startsWith(name)),
  );
  if (alias) base = join(root, ALIASES[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => stem + extension),
    ...EXTENSIONS.map((extension) => join(stem, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Each of our files and the files of ours it imports (static, dynamic and re-exports). */
export function importGraph(root = ROOT, folders = SOURCE_FOLDERS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(root, file, fileName))
      .filter((target): target is string => target !== undefined && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's circles: its strongly connected components of more than one file (Tarjan). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1) cycles.push(component.sort());
    }
  }
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = importCycles(importGraph());
  for (const cycle of cycles) {
    console.error(`Import circle: ${cycle.map((file) => relative(ROOT, file)).join(' <-> ')}`);
  }
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
