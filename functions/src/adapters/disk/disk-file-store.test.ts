import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir.js';
import { createDiskFileStore } from './disk-file-store.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

describe('the disk file store', () => {
  it('deletes a folder while files are still being written into it (no ENOTEMPTY)', async () => {
    const temp = makeTempDir();
    try {
      const files = createDiskFileStore(temp.dir);
      const folder = 'users/u1/chats/c1/';
      for (let i = 0; i < 200; i += 1) {
        await files.put(`${folder}r${i % 10}/${i}.jpg`, JPEG, 'image/jpeg');
      }
      // Work still running in the chat: a put fails once its folder is gone, as a real one does.
      const writer = (async () => {
        for (let i = 0; i < 100; i += 1) {
          await files.put(`${folder}late/${i}.jpg`, JPEG, 'image/jpeg').catch(() => {});
        }
      })();
      const deletions = Array.from({ length: 5 }, () => files.deleteByPrefix(folder));
      await expect(Promise.all(deletions)).resolves.toBeDefined();
      await writer;
      await files.deleteByPrefix(folder);
      expect(existsSync(join(temp.dir, folder))).toBe(false);
    } finally {
      temp.remove();
    }
  });
});
