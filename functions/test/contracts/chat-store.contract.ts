import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatStore } from '../../src/core/ports/chat-store.port.js';
import { chatRecord } from '../support/store-records.js';

interface ChatStoreFixture {
  chats: ChatStore;
  close(): Promise<void> | void;
}

const ANN = 'user_ann';
const BOB = 'user_bob';

/** The ChatStore port's behaviour, run against every adapter. */
export function describeChatStore(
  name: string,
  makeFixture: () => Promise<ChatStoreFixture>,
): void {
  describe(`ChatStore contract: ${name}`, () => {
    let fixture: ChatStoreFixture;
    let chats: ChatStore;

    beforeEach(async () => {
      fixture = await makeFixture();
      chats = fixture.chats;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('stores a chat and finds it for its owner', async () => {
      const stored = chatRecord('chatAnn0000000000001', { title: 'Launch', pinned: true });
      await chats.create(stored);
      expect(await chats.findOwned(ANN, stored.id)).toEqual(stored);
    });

    it('treats another user’s chat exactly like a missing one', async () => {
      const annChat = chatRecord('chatAnn0000000000001');
      await chats.create(annChat);
      const at = '2030-02-01T00:00:00.000Z';

      expect(await chats.findOwned(BOB, annChat.id)).toBeNull();
      expect(await chats.update(BOB, annChat.id, { title: 'Mine now', updatedAt: at })).toBeNull();
      expect(await chats.togglePinned(BOB, annChat.id, at)).toBeNull();
      expect(await chats.delete(BOB, annChat.id)).toBe(false);
      expect(await chats.listByOwner(BOB)).toEqual([]);
      // And Ann's chat is untouched by all of it.
      expect(await chats.findOwned(ANN, annChat.id)).toEqual(annChat);

      const missing = 'chatMissing000000000';
      expect(await chats.findOwned(ANN, missing)).toBeNull();
      expect(await chats.update(ANN, missing, { title: 'x', updatedAt: at })).toBeNull();
      expect(await chats.togglePinned(ANN, missing, at)).toBeNull();
      expect(await chats.delete(ANN, missing)).toBe(false);
    });

    it('lists only the owner’s chats, newest createdAt first, whatever the insertion order', async () => {
      await chats.create(
        chatRecord('chatMiddle0000000000', { createdAt: '2030-01-02T00:00:00.000Z' }),
      );
      await chats.create(
        chatRecord('chatOldest0000000000', { createdAt: '2030-01-01T00:00:00.000Z' }),
      );
      await chats.create(
        chatRecord('chatNewest0000000000', { createdAt: '2030-01-03T00:00:00.000Z', pinned: true }),
      );
      await chats.create(chatRecord('chatBobs000000000000', { ownerId: BOB }));

      const listed = await chats.listByOwner(ANN);
      expect(listed.map((c) => c.id)).toEqual([
        'chatNewest0000000000',
        'chatMiddle0000000000',
        'chatOldest0000000000',
      ]);
      expect((await chats.listByOwner(BOB)).map((c) => c.id)).toEqual(['chatBobs000000000000']);
    });

    it('updates the title and updatedAt, leaving the rest', async () => {
      const stored = chatRecord('chatAnn0000000000001', { pinned: true });
      await chats.create(stored);
      const at = '2030-03-01T00:00:00.000Z';

      const renamed = await chats.update(ANN, stored.id, { title: 'Launch day', updatedAt: at });
      expect(renamed).toEqual({ ...stored, title: 'Launch day', updatedAt: at });
      expect(await chats.findOwned(ANN, stored.id)).toEqual(renamed);

      const unpinned = await chats.update(ANN, stored.id, { pinned: false, updatedAt: at });
      expect(unpinned).toEqual({ ...stored, title: 'Launch day', pinned: false, updatedAt: at });
    });

    it('toggles pinned back and forth', async () => {
      const stored = chatRecord('chatAnn0000000000001');
      await chats.create(stored);

      const pinned = await chats.togglePinned(ANN, stored.id, '2030-04-01T00:00:00.000Z');
      expect(pinned).toMatchObject({ pinned: true, updatedAt: '2030-04-01T00:00:00.000Z' });
      const unpinned = await chats.togglePinned(ANN, stored.id, '2030-04-02T00:00:00.000Z');
      expect(unpinned).toMatchObject({ pinned: false, updatedAt: '2030-04-02T00:00:00.000Z' });
    });

    it('toggles atomically: an even number of racing toggles ends where it started', async () => {
      const stored = chatRecord('chatAnn0000000000001');
      await chats.create(stored);

      await Promise.all(
        Array.from({ length: 10 }, () =>
          chats.togglePinned(ANN, stored.id, '2030-04-01T00:00:00.000Z'),
        ),
      );
      expect((await chats.findOwned(ANN, stored.id))?.pinned).toBe(false);
    });

    it('deletes only the named chat', async () => {
      await chats.create(chatRecord('chatAnn0000000000001'));
      await chats.create(chatRecord('chatAnn0000000000002'));

      expect(await chats.delete(ANN, 'chatAnn0000000000001')).toBe(true);
      expect(await chats.findOwned(ANN, 'chatAnn0000000000001')).toBeNull();
      expect(await chats.delete(ANN, 'chatAnn0000000000001')).toBe(false);
      expect((await chats.listByOwner(ANN)).map((c) => c.id)).toEqual(['chatAnn0000000000002']);
    });
  });
}
