import { extname } from 'node:path';
import { STORED_FILE_TYPES, type StoredFileType } from '../../core/ports/file-store.port.js';

// The FileStore port's path rules (see file-store.port.ts), the same the disk store enforces.
const SEGMENT = '[A-Za-z0-9_-]+';
const FILE_PATH = new RegExp(`^(?:${SEGMENT}/)*${SEGMENT}\\.(?:jpg|png|webp)$`);
const FOLDER_PREFIX = new RegExp(`^(?:${SEGMENT}/)+$`);

const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(STORED_FILE_TYPES).map(([type, extension]) => [`.${extension}`, type]),
) as Record<string, StoredFileType>;

/** The content type a checked file path stores; a RangeError for any path the port refuses. */
export function checkedFilePath(path: string): StoredFileType {
  const contentType = FILE_PATH.test(path) ? TYPE_BY_EXTENSION[extname(path)] : undefined;
  if (!contentType) {
    throw new RangeError(`Refusing the file path ${JSON.stringify(path)}: not a safe object path`);
  }
  return contentType;
}

/** A RangeError unless `prefix` is whole folders ending in `/`. */
export function checkFolderPrefix(prefix: string): void {
  if (!FOLDER_PREFIX.test(prefix)) {
    throw new RangeError(`Refusing the folder prefix ${JSON.stringify(prefix)}: not a safe folder`);
  }
}
