import { describe, expect, it } from 'vitest';
import { NotFound } from '../errors.js';
import type { FileStore } from '../ports/file-store.port.js';
import type { MessageRecord, MessageStore } from '../ports/message-store.port.js';
import { collectImages } from './collect-images.js';

const ANN = 'user_ann';

function messageWith(chatId: string, ownerId: string, names: string[]): MessageRecord {
  return {
    id: `msg-${chatId}`,
    chatId,
    ownerId,
    role: 'assistant',
    text: '',
    status: 'complete',
    meta: {},
    createdAt: '2030-01-01T00:00:00.000Z',
    images: names.map((name) => {
      const path = `users/${ownerId}/chats/${chatId}/${name}.jpg`;
      // Chat B's images were stored with Cloud Storage's download URLs, as messages once were.
      const url =
        chatId === 'chatB'
          ? `https://storage.example/v0/b/bucket/o/${encodeURIComponent(path)}?alt=media&token=t`
          : `/api/v1/files/${path}`;
      return { path, url };
    }),
  };
}

/** Ann has three chats; the store records which chats were read and refuses anything wider. */
function ports() {
  const chats = {
    chatA: [messageWith('chatA', ANN, ['a1', 'a2'])],
    chatB: [messageWith('chatB', ANN, ['b1'])],
    chatC: [messageWith('chatC', ANN, ['c1'])],
    chatBob: [messageWith('chatBob', 'user_bob', ['x1'])],
  } as Record<string, MessageRecord[]>;
  const read: string[] = [];
  const messages = {
    listByChat: async (chatId: string) => {
      read.push(chatId);
      return chats[chatId] ?? [];
    },
  } as Partial<MessageStore> as MessageStore;
  const files = {} as FileStore;
  return {
    read,
    ports: { messages, files },
    /** The link a read of the messages gave out. */
    url: (chat: string, name: string) => {
      const image = chats[chat]?.flatMap((m) => m.images).find((i) => i.path.includes(name));
      return image ? `/api/v1/files/${image.path}?exp=1795629600&sig=s` : '';
    },
  };
}

describe('collectImages', () => {
  it('reads only the chats the requested links name, whichever URL a message stored', async () => {
    const { read, ports: p, url } = ports();
    const entries = await collectImages(
      ANN,
      [url('chatA', 'a2'), url('chatA', 'a1'), url('chatB', 'b1')],
      p,
    );

    expect(entries.map((entry) => entry.name)).toEqual([
      'thumbnail-1.jpg',
      'thumbnail-2.jpg',
      'thumbnail-3.jpg',
    ]);
    expect(read.sort()).toEqual(['chatA', 'chatB']);
  });

  it('refuses a URL in another user’s chat without reading that chat', async () => {
    const { read, ports: p, url } = ports();
    await expect(collectImages(ANN, [url('chatA', 'a1'), url('chatBob', 'x1')], p)).rejects.toThrow(
      NotFound,
    );
    expect(read).toEqual(['chatA']);
  });
});
