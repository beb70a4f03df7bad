import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under a folder, as paths relative to it. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}
