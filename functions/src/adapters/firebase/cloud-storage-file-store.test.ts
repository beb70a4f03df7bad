import { describe, expect, it } from 'vitest';
import { UNSAFE_PATHS } from '../../../test/contracts/file-store.contract.js';
import { NotFound } from '../../core/errors.js';
import {
  createCloudStorageFileStore,
  FIREBASE_STORAGE_ORIGIN,
  storageDownloadOrigin,
  type StorageBucket,
} from './cloud-storage-file-store.js';

interface FakeObject {
  bytes: Buffer;
  contentType: string;
  metadata: Record<string, string>;
}

/**
 * The slice of a Cloud Storage bucket the adapter uses, in memory, so the URLs and the checks
 * before any request can be tested here; the full contract runs against the Storage emulator.
 */
function fakeBucket() {
  const objects = new Map<string, FakeObject>();
  const notFound = () => Object.assign(new Error('No such object'), { code: 404 });
  const bucket = {
    name: 'demo-thumbforge.appspot.com',
    file(path: string) {
      return {
        async save(
          bytes: Buffer,
          options: { contentType: string; metadata: { metadata: Record<string, string> } },
        ) {
          objects.set(path, {
            bytes,
            contentType: options.contentType,
            metadata: { ...options.metadata.metadata },
          });
        },
        async download() {
          const object = objects.get(path);
          if (!object) throw notFound();
          return [object.bytes];
        },
        async getMetadata() {
          const object = objects.get(path);
          if (!object) throw notFound();
          return [{ contentType: object.contentType, metadata: object.metadata }];
        },
        async setMetadata(change: { metadata: Record<string, string> }) {
          const object = objects.get(path);
          if (!object) throw notFound();
          Object.assign(object.metadata, change.metadata);
        },
      };
    },
    async deleteFiles({ prefix }: { prefix: string }) {
      for (const path of [...objects.keys()]) if (path.startsWith(prefix)) objects.delete(path);
    },
  };
  return { bucket: bucket as unknown as StorageBucket, objects };
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Cloud Storage file store (URLs and path checks)', () => {
  it('stores a random download token and builds the Firebase download URL from it', async () => {
    const { bucket, objects } = fakeBucket();
    const files = createCloudStorageFileStore(bucket, FIREBASE_STORAGE_ORIGIN);
    await files.put('users/u1/chats/c1/f1.jpg', JPEG, 'image/jpeg');
    await files.put('users/u1/chats/c1/f2.jpg', JPEG, 'image/jpeg');

    const token = objects.get('users/u1/chats/c1/f1.jpg')?.metadata.firebaseStorageDownloadTokens;
    expect(token).toMatch(TOKEN);
    expect(
      objects.get('users/u1/chats/c1/f2.jpg')?.metadata.firebaseStorageDownloadTokens,
    ).not.toBe(token);
    expect(await files.urlFor('users/u1/chats/c1/f1.jpg')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo-thumbforge.appspot.com/o/' +
        `users%2Fu1%2Fchats%2Fc1%2Ff1.jpg?alt=media&token=${token}`,
    );
  });

  it('points URLs at the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set', async () => {
    expect(storageDownloadOrigin(undefined)).toBe(FIREBASE_STORAGE_ORIGIN);
    const { bucket } = fakeBucket();
    const files = createCloudStorageFileStore(bucket, storageDownloadOrigin('127.0.0.1:9199'));
    await files.put('users/u1/a.png', Buffer.from([0x89, 0x50]), 'image/png');
    expect(await files.urlFor('users/u1/a.png')).toMatch(
      /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/demo-thumbforge\.appspot\.com\/o\/users%2Fu1%2Fa\.png\?alt=media&token=/,
    );
  });

  it('gives a file stored without a token one, and refuses a URL for a missing file', async () => {
    const { bucket, objects } = fakeBucket();
    objects.set('users/u1/legacy.jpg', { bytes: JPEG, contentType: 'image/jpeg', metadata: {} });
    const files = createCloudStorageFileStore(bucket, FIREBASE_STORAGE_ORIGIN);

    const url = await files.urlFor('users/u1/legacy.jpg');
    const token = objects.get('users/u1/legacy.jpg')?.metadata.firebaseStorageDownloadTokens;
    expect(token).toMatch(TOKEN);
    expect(url.endsWith(`&token=${token}`)).toBe(true);
    await expect(files.urlFor('users/u1/missing.jpg')).rejects.toBeInstanceOf(NotFound);
  });

  it('reads null for a missing file and deletes a folder only', async () => {
    const { bucket } = fakeBucket();
    const files = createCloudStorageFileStore(bucket, FIREBASE_STORAGE_ORIGIN);
    await files.put('users/u1/chats/c1/a.jpg', JPEG, 'image/jpeg');
    await files.put('users/u1/chats/c10/b.jpg', JPEG, 'image/jpeg');

    await files.deleteByPrefix('users/u1/chats/c1/');
    expect(await files.read('users/u1/chats/c1/a.jpg')).toBeNull();
    expect(await files.read('users/u1/chats/c10/b.jpg')).toEqual({
      bytes: JPEG,
      contentType: 'image/jpeg',
    });
  });

  it('refuses unsafe paths and mismatched types before touching the bucket', async () => {
    const { bucket, objects } = fakeBucket();
    const files = createCloudStorageFileStore(bucket, FIREBASE_STORAGE_ORIGIN);
    for (const path of UNSAFE_PATHS) {
      await expect(files.put(path, JPEG, 'image/jpeg'), path).rejects.toThrow(RangeError);
      await expect(files.read(path), path).rejects.toThrow(RangeError);
      await expect(files.urlFor(path), path).rejects.toThrow(RangeError);
    }
    for (const prefix of ['../', '/', '', 'users/u1', 'users/../']) {
      await expect(files.deleteByPrefix(prefix), prefix).rejects.toThrow(RangeError);
    }
    await expect(files.put('users/u1/a.jpg', JPEG, 'image/png')).rejects.toThrow(RangeError);
    expect(objects.size).toBe(0);
  });
});
