import { STORED_FILE_TYPES, type StoredFileType } from '../ports/file-store.port.js';

// The FileStore port's path rules (see file-store.port.ts), kept by every store alike: folders
// and a name of safe characters, ending in the extension of a type the store keeps.
const SEGMENT = '[A-Za-z0-9_-]+';
const FILE_PATH = new RegExp(`^(?:${SEGMENT}/)*${SEGMENT}\\.(?:jpg|png|webp)$`);
const FOLDER_PREFIX = new RegExp(`^(?:${SEGMENT}/)+$`);

const TYPE_BY_EXTENSION = new Map(
  Object.entries(STORED_FILE_TYPES).map(([type, extension]) => [
    `.${extension}`,
    type as StoredFileType,
  ]),
);

/** The content type a checked file path stores; a RangeError for any path the port refuses. */
export function checkedFilePath(path: string): StoredFileType {
  const extension = path.slice(path.lastIndexOf('.'));
  const contentType = FILE_PATH.test(path) ? TYPE_BY_EXTENSION.get(extension) : undefined;
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

/** A RangeError unless the path is safe and ends in the extension of `contentType`. */
export function checkFileFor(path: string, contentType: StoredFileType): void {
  if (checkedFilePath(path) !== contentType) {
    throw new RangeError(`The path ${path} does not end in the extension of ${contentType}`);
  }
}
