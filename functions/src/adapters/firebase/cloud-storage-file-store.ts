import { randomUUID } from 'node:crypto';
import type { Storage } from 'firebase-admin/storage';
import { NotFound } from '../../core/errors.js';
import type { FileStore } from '../../core/ports/file-store.port.js';
import { checkedFilePath, checkFolderPrefix } from './storage-paths.js';

/** Where Firebase serves download-token URLs from. */
export const FIREBASE_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/** The custom metadata key Firebase Storage reads a file's download tokens from. */
const DOWNLOAD_TOKENS = 'firebaseStorageDownloadTokens';

/** The origin download URLs use: the Storage emulator's when `FIREBASE_STORAGE_EMULATOR_HOST` is set. */
export function storageDownloadOrigin(emulatorHost: string | undefined): string {
  return emulatorHost ? `http://${emulatorHost}` : FIREBASE_STORAGE_ORIGIN;
}

/** A bucket as the Admin SDK hands it out (`getStorage(app).bucket(name)`). */
export type StorageBucket = ReturnType<Storage['bucket']>;

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;
}

/**
 * Files in a Cloud Storage bucket. Each file gets a random download token when it is stored, so
 * its URL works without a bearer (an <img> can show it) and stops working when the file is
 * deleted. The bucket itself stays private; the storage rules let a user read only their own
 * folder, and nobody write.
 */
export function createCloudStorageFileStore(
  bucket: StorageBucket,
  downloadOrigin: string,
): FileStore {
  return {
    async put(path, bytes, contentType) {
      if (checkedFilePath(path) !== contentType) {
        throw new RangeError(`The path ${path} does not end in the extension of ${contentType}`);
      }
      await bucket.file(path).save(Buffer.from(bytes), {
        contentType,
        resumable: false,
        metadata: { metadata: { [DOWNLOAD_TOKENS]: randomUUID() } },
      });
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
    async urlFor(path) {
      checkedFilePath(path);
      let token: string | undefined;
      try {
        const [metadata] = await bucket.file(path).getMetadata();
        token = String(metadata.metadata?.[DOWNLOAD_TOKENS] ?? '').split(',')[0] || undefined;
      } catch (error) {
        if (statusOf(error) === 404) throw new NotFound('File not found', `no object ${path}`);
        throw error;
      }
      if (!token) {
        // Stored by something other than `put`: give it a token now.
        token = randomUUID();
        await bucket.file(path).setMetadata({ metadata: { [DOWNLOAD_TOKENS]: token } });
      }
      return `${downloadOrigin}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
    },
  };
}
