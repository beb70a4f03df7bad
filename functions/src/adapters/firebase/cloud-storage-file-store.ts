import type { Storage } from 'firebase-admin/storage';
import type { FileStore } from '../../core/ports/file-store.port.js';
import {
  checkedFilePath,
  checkFileFor,
  checkFolderPrefix,
} from '../../core/files/file-path-rules.js';

/** A bucket as the Admin SDK hands it out (`getStorage(app).bucket(name)`). */
export type StorageBucket = ReturnType<Storage['bucket']>;

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;
}

/**
 * Files in a Cloud Storage bucket. The bucket stays private (the storage rules let no client read
 * or write): the API serves each file through links it signs when messages are read, so a link
 * expires and stops working once its owner's account closes. Files get no download token, whose
 * URL would open them forever.
 */
export function createCloudStorageFileStore(bucket: StorageBucket): FileStore {
  return {
    async put(path, bytes, contentType) {
      checkFileFor(path, contentType);
      await bucket.file(path).save(Buffer.from(bytes), { contentType, resumable: false });
    },
    async read(path) {
      const contentType = checkedFilePath(path);
      try {
        const [bytes] = await bucket.file(path).download();
        return { bytes, contentType };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async deleteByPrefix(prefix) {
      checkFolderPrefix(prefix);
      await bucket.deleteFiles({ prefix, force: true });
    },
    async delete(path) {
      checkedFilePath(path);
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
