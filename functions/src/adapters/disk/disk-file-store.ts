import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, relative, resolve, sep } from 'node:path';
import {
  STORED_FILE_TYPES,
  type FileStore,
  type StoredFileType,
} from '../../core/ports/file-store.port.js';

const SEGMENT = '[A-Za-z0-9_-]+';
const FILE_PATH = new RegExp(`^(?:${SEGMENT}/)*${SEGMENT}\\.(?:jpg|png|webp)$`);
const FOLDER_PREFIX = new RegExp(`^(?:${SEGMENT}/)+$`);

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(STORED_FILE_TYPES).map(([type, extension]) => [`.${extension}`, type]),
) as Record<string, StoredFileType>;

/**
 * Files in a folder on disk (`DATA_DIR/files`), served by the API through links signed when
 * messages are read (`FileLinks`); what a message stores is the unsigned address.
 */
export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root);

  /** The absolute location of a checked path; refuses anything that would leave the root. */
  function locate(path: string, pattern: RegExp, what: string): string {
    const absolute = resolve(base, path);
    const inside = relative(base, absolute);
    if (!pattern.test(path) || inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
      throw new RangeError(
        `Refusing the ${what} ${JSON.stringify(path)}: not a safe path under the file root`,
      );
    }
    return absolute;
  }

  return {
    async put(path, bytes, contentType) {
      const file = locate(path, FILE_PATH, 'file path');
      if (TYPE_BY_EXTENSION[extname(path)] !== contentType) {
        throw new RangeError(`The path ${path} does not end in the extension of ${contentType}`);
      }
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
      const file = locate(path, FILE_PATH, 'file path');
      const contentType = TYPE_BY_EXTENSION[extname(path)];
      if (!contentType) return null;
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
      await rm(locate(prefix, FOLDER_PREFIX, 'folder prefix'), {
        recursive: true,
        force: true,
        maxRetries: 10,
        retryDelay: 10,
      });
    },
    async delete(path) {
      await rm(locate(path, FILE_PATH, 'file path'), { force: true });
    },
  };
}
