import { describe, expect, it } from 'vitest';
import { plainTitleLayer } from '../../../../test/support/title-layers.js';
import type { MessageRecord } from '../../ports/message-store.port.js';
import { readSourcePhoto, sourcePhotoPath } from './source-photo.js';

function message(id: string, role: 'user' | 'assistant', paths: string[]): MessageRecord {
  const generated = role === 'assistant';
  return {
    id,
    chatId: 'c',
    ownerId: 'u',
    role,
    text: id,
    images: paths.map((path) => ({
      url: `/files/${path}`,
      path,
      ...(generated
        ? {
            baseArtPath: `${path}-base.png`,
            titleLayer: plainTitleLayer('T'),
            resolution: '1280 x 720',
          }
        : {}),
    })),
    status: 'complete',
    meta: {},
    createdAt: '2026-11-26T00:00:00.000Z',
  } as MessageRecord;
}

const chat = [
  message('g1', 'user', ['a-photo.jpg']),
  message('r1', 'assistant', ['r1-1.jpg', 'r1-2.jpg']),
  message('e1', 'user', []),
  message('r2', 'assistant', ['r2-1.jpg']),
  message('g2', 'user', ['b-photo.jpg']),
  message('r3', 'assistant', ['r3-1.jpg']),
];

describe('sourcePhotoPath', () => {
  it('finds the photo a thumbnail, or an edit of it, was made from', () => {
    expect(sourcePhotoPath(chat, 'r1-2.jpg')).toBe('a-photo.jpg');
    expect(sourcePhotoPath(chat, 'r2-1.jpg')).toBe('a-photo.jpg');
    expect(sourcePhotoPath(chat, 'r3-1.jpg')).toBe('b-photo.jpg');
  });

  it('knows none for an image not in the chat, or before any photo', () => {
    expect(sourcePhotoPath(chat, 'gone.jpg')).toBeNull();
    expect(sourcePhotoPath([message('r', 'assistant', ['x.jpg'])], 'x.jpg')).toBeNull();
  });

  it('reads nothing when the photo is unknown, and null when its file is gone', async () => {
    const reads: string[] = [];
    const files = {
      read: async (path: string) => {
        reads.push(path);
        return null;
      },
    };
    expect(await readSourcePhoto(chat, 'gone.jpg', files)).toBeNull();
    expect(await readSourcePhoto(chat, 'r3-1.jpg', files)).toBeNull();
    expect(reads).toEqual(['b-photo.jpg']);
  });
});
