import { setImmediate as nextTurn } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createYazlZipWriter } from './yazl-zip-writer.js';

const MB = 1024 * 1024;

describe('yazl zip writer', () => {
  it('reads each entry only when the archive reaches it, as the reader pulls', async () => {
    const reads: string[] = [];
    const entry = (name: string, fill: number) => ({
      name,
      read: async () => {
        reads.push(name);
        return Buffer.alloc(2 * MB, fill);
      },
    });
    const stream = createYazlZipWriter().zip([
      entry('a.jpg', 1),
      entry('b.jpg', 2),
      entry('c.jpg', 3),
      { name: 'data/chat.json', json: { title: 'Launch Day', pinned: true } },
    ]);
    // Nobody reads yet: the first entry is opened, and the rest wait behind its backpressure.
    for (let turn = 0; turn < 20; turn += 1) await nextTurn();
    expect(reads).toEqual(['a.jpg']);

    const archive = await JSZip.loadAsync(await buffer(stream as NodeJS.ReadableStream));
    expect(reads).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(Object.keys(archive.files)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'data/chat.json']);
    const b = await archive.file('b.jpg')?.async('nodebuffer');
    expect(b?.length).toBe(2 * MB);
    expect(b?.every((byte) => byte === 2)).toBe(true);
    expect(JSON.parse((await archive.file('data/chat.json')?.async('string')) ?? '')).toEqual({
      title: 'Launch Day',
      pinned: true,
    });
  });

  it('ends the stream with the error of an entry that cannot be read', async () => {
    const stream = createYazlZipWriter().zip([
      { name: 'a.jpg', read: async () => Buffer.alloc(10, 1) },
      {
        name: 'b.jpg',
        read: () => Promise.reject(new Error('file is gone')),
      },
      { name: 'c.jpg', read: async () => Buffer.alloc(10, 3) },
    ]);
    await expect(buffer(stream as NodeJS.ReadableStream)).rejects.toThrow('file is gone');
  });
});
