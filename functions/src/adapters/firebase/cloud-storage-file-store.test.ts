import { describe, expect, it } from 'vitest';
import { UNSAFE_PATHS } from '../../../test/contracts/file-store.contract.js';
import { createCloudStorageFileStore, type StorageBucket } from './cloud-storage-file-store.js';

interface FakeObject {
  bytes: Buffer;
  contentType: string;
  metadata: Record<string, string>;
}

/**
 * The slice of a Cloud Storage bucket the adapter uses, in memory, so what it stores and the checks
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
          options: { contentType: string; metadata?: { metadata?: Record<string, string> } },
        ) {
          objects.set(path, {
            bytes,
            contentType: options.contentType,
            metadata: { ...options.metadata?.metadata },
          });
        },
        async download() {
          const object = objects.get(path);
          if (!object) throw notFound();
          return [object.bytes];
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

describe('Cloud Storage file store (what it stores and path checks)', () => {
  it('stores a file with its type and no download token, whose URL would open it forever', async () => {
    const { bucket, objects } = fakeBucket();
    const files = createCloudStorageFileStore(bucket);
    await files.put('users/u1/chats/c1/f1.jpg', JPEG, 'image/jpeg');
    expect(objects.get('users/u1/chats/c1/f1.jpg')).toEqual({
      bytes: JPEG,
      contentType: 'image/jpeg',
      metadata: {},
    });
  });

  it('reads null for a missing file and deletes a folder only', async () => {
    const { bucket } = fakeBucket();
    const files = createCloudStorageFileStore(bucket);
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
    const files = createCloudStorageFileStore(bucket);
    for (const path of UNSAFE_PATHS) {
      await expect(files.put(path, JPEG, 'image/jpeg'), path).rejects.toThrow(RangeError);
      await expect(files.read(path), path).rejects.toThrow(RangeError);
    }
    for (const prefix of ['../', '/', '', 'users/u1', 'users/../']) {
      await expect(files.deleteByPrefix(prefix), prefix).rejects.toThrow(RangeError);
    }
    await expect(files.put('users/u1/a.jpg', JPEG, 'image/png')).rejects.toThrow(RangeError);
    expect(objects.size).toBe(0);
  });
});
