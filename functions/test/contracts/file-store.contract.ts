import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../../src/core/ports/file-store.port.js';

interface FileStoreFixture {
  files: FileStore;
  /** Reads a stored file the way a browser would: through the API's signed link. */
  fetchPath(path: string): Promise<{ status: number; bytes: Buffer; contentType: string | null }>;
  close(): Promise<void> | void;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]);

export const UNSAFE_PATHS = [
  '../escape.jpg',
  'users/../../escape.jpg',
  'users/u/../../../escape.jpg',
  '/etc/passwd.jpg',
  'users//u/a.jpg',
  'users/u/./a.jpg',
  'users\\u\\a.jpg',
  'users/u/%2e%2e/a.jpg',
  'users/u/a.jpg\u0000.png',
  'users/u/a',
  'users/u/a.html',
  'users/u/.hidden.jpg',
  '',
];

/** The FileStore port's behaviour, run against every adapter. */
export function describeFileStore(
  name: string,
  makeFixture: () => Promise<FileStoreFixture>,
): void {
  describe(`FileStore contract: ${name}`, () => {
    let fixture: FileStoreFixture;
    let files: FileStore;

    beforeEach(async () => {
      fixture = await makeFixture();
      files = fixture.files;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('reads back what was put, with its content type', async () => {
      await files.put('users/u1/chats/c1/f1.jpg', JPEG, 'image/jpeg');
      await files.put('users/u1/chats/c1/f2.png', PNG, 'image/png');

      expect(await files.read('users/u1/chats/c1/f1.jpg')).toEqual({
        bytes: JPEG,
        contentType: 'image/jpeg',
      });
      expect(await files.read('users/u1/chats/c1/f2.png')).toEqual({
        bytes: PNG,
        contentType: 'image/png',
      });
    });

    it('answers null for a file that does not exist', async () => {
      expect(await files.read('users/u1/chats/c1/none.jpg')).toBeNull();
    });

    it('replaces a file put again at the same path', async () => {
      await files.put('users/u1/a.jpg', JPEG, 'image/jpeg');
      await files.put('users/u1/a.jpg', Buffer.from([0xff, 0xd8, 0xff, 7]), 'image/jpeg');
      expect((await files.read('users/u1/a.jpg'))?.bytes).toEqual(
        Buffer.from([0xff, 0xd8, 0xff, 7]),
      );
    });

    it('refuses a content type that does not match the extension', async () => {
      await expect(files.put('users/u1/a.jpg', PNG, 'image/png')).rejects.toThrow(RangeError);
    });

    it('refuses every path that is not a plain relative path under the root', async () => {
      for (const path of UNSAFE_PATHS) {
        await expect(files.put(path, JPEG, 'image/jpeg'), path).rejects.toThrow(RangeError);
        await expect(files.read(path), path).rejects.toThrow(RangeError);
        await expect(files.delete(path), path).rejects.toThrow(RangeError);
      }
      for (const prefix of ['../', 'users/../../', '/', '', 'users/u1', '/etc/']) {
        await expect(files.deleteByPrefix(prefix), prefix).rejects.toThrow(RangeError);
      }
    });

    it('deletes one file and nothing beside it; a missing file is no error', async () => {
      await files.put('users/u1/chats/c1/a.jpg', JPEG, 'image/jpeg');
      await files.put('users/u1/chats/c1/b.jpg', JPEG, 'image/jpeg');
      await files.delete('users/u1/chats/c1/a.jpg');
      await files.delete('users/u1/chats/c1/a.jpg');
      expect(await files.read('users/u1/chats/c1/a.jpg')).toBeNull();
      expect(await files.read('users/u1/chats/c1/b.jpg')).not.toBeNull();
    });

    it('deletes a folder and everything under it, and nothing beside it', async () => {
      await files.put('users/u1/chats/c1/a.jpg', JPEG, 'image/jpeg');
      await files.put('users/u1/chats/c1/deep/b.jpg', JPEG, 'image/jpeg');
      await files.put('users/u1/chats/c10/c.jpg', JPEG, 'image/jpeg');
      await files.put('users/u1/chats/c2/d.jpg', JPEG, 'image/jpeg');

      await files.deleteByPrefix('users/u1/chats/c1/');

      expect(await files.read('users/u1/chats/c1/a.jpg')).toBeNull();
      expect(await files.read('users/u1/chats/c1/deep/b.jpg')).toBeNull();
      expect(await files.read('users/u1/chats/c10/c.jpg')).not.toBeNull();
      expect(await files.read('users/u1/chats/c2/d.jpg')).not.toBeNull();
      // Deleting an empty or missing folder is not an error.
      await files.deleteByPrefix('users/u1/chats/c1/');
      await files.deleteByPrefix('users/nobody/');
    });

    it('is served through a signed link, and no longer once deleted', async () => {
      const path = 'users/u1/chats/c1/a.jpg';
      await files.put(path, JPEG, 'image/jpeg');

      const served = await fixture.fetchPath(path);
      expect(served).toEqual({ status: 200, bytes: JPEG, contentType: 'image/jpeg' });

      await files.deleteByPrefix('users/u1/chats/c1/');
      expect((await fixture.fetchPath(path)).status).toBe(404);
    });
  });
}
