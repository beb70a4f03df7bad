/** The content types the app stores; files are only ever served as one of these. */
export const STORED_FILE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type StoredFileType = keyof typeof STORED_FILE_TYPES;

export interface StoredFile {
  bytes: Buffer;
  contentType: StoredFileType;
}

/**
 * Binary files (uploads, generated thumbnails) by path, e.g.
 * `users/<uid>/chats/<chatId>/<fileId>.jpg`. A path is `/`-separated segments of letters, digits,
 * `_` and `-`, the last one with the extension of its content type; anything else (`..`, a leading
 * `/`, `%`, a backslash) is refused with a RangeError before storage is touched.
 */
export interface FileStore {
  put(path: string, bytes: Uint8Array, contentType: StoredFileType): Promise<void>;
  /** Null when there is no such file. */
  read(path: string): Promise<StoredFile | null>;
  /**
   * Deletes every file under a folder. The prefix must end with `/`, so `chats/c1/` never takes
   * `chats/c10/` with it.
   */
  deleteByPrefix(prefix: string): Promise<void>;
  /** Deletes one file; a missing file is no error. */
  delete(path: string): Promise<void>;
}
