import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { createLiveStore } from './live-store';

/** An API whose every chat answers one message with an image link signed at the n-th read. */
function signingApi() {
  const reads: string[] = [];
  const api = {
    async request(path: string) {
      reads.push(path);
      return {
        chatMessages: [
          {
            chatId: 'c',
            messages: [
              {
                _id: 'm',
                role: 'assistant',
                text: '',
                images: [`/api/v1/files/a.jpg?exp=${reads.length}&sig=s`],
                createdAt: '2026-01-01T00:00:00.000Z',
                status: 'complete',
                meta: {},
              },
            ],
          },
        ],
      };
    },
  } as unknown as ApiClient;
  return { api, reads };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live store', () => {
  it('reads an open chat again for fresh image links, and a closed one only when opened', async () => {
    const { api, reads } = signingApi();
    const store = createLiveStore(api);
    const open = store.messages('open');
    store.messages('closed');
    const unsubscribe = open.subscribe(() => {});
    await settled();
    expect(open.getSnapshot().data?.[0]?.images).toEqual(['/api/v1/files/a.jpg?exp=1&sig=s']);

    store.refreshLinks();
    await settled();
    expect(open.getSnapshot().data?.[0]?.images).toEqual(['/api/v1/files/a.jpg?exp=2&sig=s']);
    expect(reads).toEqual(['/thumbnail/open', '/thumbnail/open']);
    unsubscribe();
  });
});
