import { describe, expect, it } from 'vitest';
import { chatFolders } from './export-account.js';

describe("the export's chat folders", () => {
  it('are named after the chat titles, a shared title numbered, never the chat id', () => {
    const folders = chatFolders([
      { id: 'chat_a', title: 'I Tried Living on Mars' },
      { id: 'chat_b', title: 'i tried living on mars!' },
      { id: 'chat_c', title: 'I Tried Living on Mars' },
      { id: 'chat_d', title: '🔥' },
    ]);
    expect([...folders.entries()]).toEqual([
      ['chat_a', 'i-tried-living-on-mars'],
      ['chat_b', 'i-tried-living-on-mars-2'],
      ['chat_c', 'i-tried-living-on-mars-3'],
      ['chat_d', 'chat'],
    ]);
  });
});
