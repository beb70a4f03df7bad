import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the models' files are, found from the running file: functions/src (vitest, tsx),
 * functions/lib (the compiled server, where tsc copies no models) and functions/dist (the deploy
 * bundle, whose entries sit at its root and carry their own models/ and node_modules).
 */

/** The nearest folder above `from` holding a package.json: functions/, or the bundle itself. */
export function packageRoot(from: string | URL = import.meta.url): string {
  let folder = dirname(fileURLToPath(from));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(from)}`);
    folder = parent;
  }
  return folder;
}

/** The vendored U²-Net-p weights (Apache-2.0, LICENSE beside them) in the package's models/. */
export function u2netpPath(from: string | URL = import.meta.url): string {
  return join(packageRoot(from), 'models', 'u2netp', 'u2netp.onnx');
}

/**
 * An installed npm package's folder, looked up from the running file as Node would (the bundle's
 * own node_modules first). Found by hand: Human's `exports` map hides package.json and its node
 * builds.
 */
export function installedPackageDir(name: string, from: string | URL = import.meta.url): string {
  const found = (createRequire(from).resolve.paths(name) ?? [])
    .map((folder) => join(folder, name))
    .find((folder) => existsSync(join(folder, 'package.json')));
  if (!found) throw new Error(`${name} is not installed`);
  return found;
}
