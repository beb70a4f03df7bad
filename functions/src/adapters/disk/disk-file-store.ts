import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import {
  checkedFilePath,
  checkFileFor,
  checkFolderPrefix,
} from '../../core/files/file-path-rules.js';
import type { FileStore } from '../../core/ports/file-store.port.js';

/**
 * Files in a folder on disk (`DATA_DIR/files`), served by the API through links signed when
 * messages are read (`FileLinks`); what a message stores is the unsigned address.
 */
export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root);

  /**
   * The absolute location of a path the port's rules have passed; and, should a rule ever let
   * one through that would leave the root, a refusal all the same.
   */
  function locate(path: string): string {
    const absolute = resolve(base, path);
    const inside = relative(base, absolute);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
      throw new RangeError(`Refusing ${JSON.stringify(path)}: not a path under the file root`);
    }
    return absolute;
  }

  return {
    async put(path, bytes, contentType) {
      checkFileFor(path, contentType);
      const file = locate(path);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temp = `${dirname(file)}${sep}.${randomBytes(8).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async read(path) {
      const contentType = checkedFilePath(path);
      const file = locate(path);
      try {
        return { bytes: await readFile(file), contentType };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw error;
      }
    },
    async deleteByPrefix(prefix) {
      // A file written into the folder while it is removed (work still running in a chat being
      // deleted) fails one pass with ENOTEMPTY: Node retries it, removing what arrived.
      checkFolderPrefix(prefix);
      await rm(locate(prefix), {
        recursive: true,
        force: true,
        maxRetries: 10,
        retryDelay: 10,
      });
    },
    async delete(path) {
      checkedFilePath(path);
      await rm(locate(path), { force: true });
    },
  };
}
