import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name` beside `besideUrl` (the caller's `import.meta.url`):
 * `name.js` in the compiled server and the deploy bundle (bundled as its own entry); from the
 * TypeScript sources (tests and scripts under tsx), a worker that registers tsx first, since a
 * worker does not inherit its parent's loader, with the contract resolved from its sources.
 */
export function startWorker(besideUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!besideUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, besideUrl), options);
  const tsconfig = fileURLToPath(new URL('../../../tsconfig.tsx.json', import.meta.url));
  const source = new URL(`./${name}.ts`, besideUrl).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => {
      register({ tsconfig: ${JSON.stringify(tsconfig)} });
      return import(${JSON.stringify(source)});
    });`,
    { ...options, eval: true },
  );
}
