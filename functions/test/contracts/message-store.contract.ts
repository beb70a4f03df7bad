import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatStore } from '../../src/core/ports/chat-store.port.js';
import type { MessageStore } from '../../src/core/ports/message-store.port.js';
import { chatRecord, messageRecord } from '../support/store-records.js';

interface MessageStoreFixture {
  messages: MessageStore;
  /** The chats replies are checked against (`appendReply`). */
  chats: ChatStore;
  close(): Promise<void> | void;
}

const CHAT = 'chatAnn0000000000001';
const OTHER_CHAT = 'chatAnn0000000000002';

/** The MessageStore port's behaviour, run against every adapter. */
export function describeMessageStore(
  name: string,
  makeFixture: () => Promise<MessageStoreFixture>,
): void {
  describe(`MessageStore contract: ${name}`, () => {
    let fixture: MessageStoreFixture;
    let messages: MessageStore;

    beforeEach(async () => {
      fixture = await makeFixture();
      messages = fixture.messages;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('has no messages for a chat nobody wrote to', async () => {
      expect(await messages.listByChat(CHAT)).toEqual([]);
      expect(await messages.get(CHAT, 'msg00000000000000001')).toBeNull();
    });

    it('appends a message and keeps every field, images with their extra data included', async () => {
      const stored = messageRecord('msg00000000000000001', {
        role: 'assistant',
        status: 'pending',
        meta: { genre: 'gaming', mood: 'exciting', resolution: '1280 x 720', title: 'Boss fight' },
        images: [
          {
            url: '/api/v1/files/users/u/chats/c/a.jpg?sig=x',
            path: 'users/u/chats/c/a.jpg',
            baseArtPath: 'users/u/chats/c/a-base.png',
            titleLayer: { text: 'Boss fight', style: { font: 'anton' }, position: [0.1, 0.2] },
          },
        ],
      });

      expect(await messages.append(stored)).toBe('created');
      expect(await messages.get(CHAT, stored.id)).toEqual(stored);
      expect(await messages.listByChat(CHAT)).toEqual([stored]);
    });

    it('keeps a message of language versions: each image’s language and each feed check', async () => {
      const checks = [
        { id: 'title-legible' as const, status: 'pass' as const, message: 'Readable' },
        {
          id: 'face-size' as const,
          status: 'warn' as const,
          message: 'Small face',
          fix: 'zoom in',
        },
      ];
      const stored = messageRecord('msgLanguages00000001', {
        role: 'assistant',
        text: 'Language versions: hi, ar',
        meta: {
          resolution: '1280 x 720',
          languageVersions: [
            { lang: 'hi', title: 'लॉन्च डे', checks },
            { lang: 'ar', title: 'يوم الإطلاق', checks: [] },
          ],
        },
        images: ['hi', 'ar'].map((lang) => ({
          url: `/api/v1/files/users/u/chats/c/r/${lang}.jpg?sig=x`,
          path: `users/u/chats/c/r/${lang}.jpg`,
          baseArtPath: 'users/u/chats/c/r/base.png',
          lang,
          feedChecks: checks,
        })),
      });

      expect(await messages.append(stored)).toBe('created');
      expect(await messages.get(CHAT, stored.id)).toEqual(stored);
    });

    it('keeps a "More like this" message: its photos in order and the prompt it repeats', async () => {
      const stored = messageRecord('msgMoreLikeThis00001', {
        text: 'More like this',
        meta: {
          genre: 'cooking',
          mood: 'happy',
          resolution: '1280 x 720',
          title: 'Latte art',
          prompt: 'me versus this cup',
        },
        images: ['photo', 'thing-1'].map((name) => ({
          url: `/api/v1/files/users/u/chats/c/m-${name}.jpg?sig=x`,
          path: `users/u/chats/c/m-${name}.jpg`,
        })),
      });

      expect(await messages.append(stored)).toBe('created');
      expect(await messages.get(CHAT, stored.id)).toEqual(stored);
    });

    it('appends an existing id once: a retry changes nothing', async () => {
      const first = messageRecord('msg00000000000000001', { text: 'first' });
      expect(await messages.append(first)).toBe('created');
      expect(await messages.append({ ...first, text: 'retried' })).toBe('exists');
      expect(await messages.listByChat(CHAT)).toEqual([first]);
    });

    it('lists a chat’s messages oldest first, whatever the insertion order', async () => {
      await messages.append(
        messageRecord('msgThird000000000000', { createdAt: '2030-01-03T00:00:00.000Z' }),
      );
      await messages.append(
        messageRecord('msgFirst000000000000', { createdAt: '2030-01-01T00:00:00.000Z' }),
      );
      await messages.append(
        messageRecord('msgSecond00000000000', {
          createdAt: '2030-01-02T00:00:00.000Z',
          role: 'assistant',
        }),
      );
      await messages.append(messageRecord('msgOther000000000000', { chatId: OTHER_CHAT }));

      expect((await messages.listByChat(CHAT)).map((m) => m.id)).toEqual([
        'msgFirst000000000000',
        'msgSecond00000000000',
        'msgThird000000000000',
      ]);
      expect((await messages.listByChat(OTHER_CHAT)).map((m) => m.id)).toEqual([
        'msgOther000000000000',
      ]);
    });

    it('lists messages that share a timestamp in the order they were written, after an update too', async () => {
      const ids = ['msgZulu0000000000000', 'msgAlpha000000000000', 'msgMike0000000000000'];
      for (const id of ids) await messages.append(messageRecord(id));
      await messages.update(CHAT, 'msgZulu0000000000000', { status: 'failed' });

      expect((await messages.listByChat(CHAT)).map((m) => m.id)).toEqual(ids);
    });

    it('updates the fields a patch sets and nothing else', async () => {
      const pending = messageRecord('msg00000000000000001', {
        role: 'assistant',
        status: 'pending',
      });
      await messages.append(pending);
      const images = [{ url: '/u', path: 'users/u/chats/c/a.jpg', titleLayer: { text: 'Hi' } }];

      const done = await messages.update(CHAT, pending.id, {
        status: 'complete',
        images,
        text: undefined,
      });
      expect(done).toEqual({ ...pending, status: 'complete', images });
      expect(await messages.get(CHAT, pending.id)).toEqual(done);
    });

    it('updates only within the named chat', async () => {
      await messages.append(messageRecord('msg00000000000000001'));
      expect(await messages.update(OTHER_CHAT, 'msg00000000000000001', { text: 'x' })).toBeNull();
      expect(await messages.update(CHAT, 'msgMissing0000000000', { text: 'x' })).toBeNull();
      expect((await messages.get(CHAT, 'msg00000000000000001'))?.text).toBe(
        'A red gaming thumbnail',
      );
    });

    it('appends a reply only while its chat, owned by the same user, and what it answers are there', async () => {
      const asked = messageRecord('msg00000000000000001');
      const reply = messageRecord('msg00000000000000002', { role: 'assistant' });
      // No chat yet: nothing is written.
      await messages.append(asked);
      expect(await messages.appendReply(reply, asked.id)).toBe('gone');

      await fixture.chats.create(chatRecord(CHAT));
      expect(await messages.appendReply(reply, 'msg00000000000000009')).toBe('gone');
      expect(await messages.appendReply({ ...reply, ownerId: 'user_bob' }, asked.id)).toBe('gone');
      expect(await messages.listByChat(CHAT)).toEqual([asked]);

      expect(await messages.appendReply(reply, asked.id)).toBe('created');
      expect(await messages.appendReply(reply, asked.id)).toBe('exists');
      expect((await messages.listByChat(CHAT)).map((m) => m.id)).toEqual([asked.id, reply.id]);

      // A chat being deleted loses its messages first: a late reply is refused.
      await messages.deleteByChat(CHAT);
      const late = messageRecord('msg00000000000000003', { role: 'assistant' });
      expect(await messages.appendReply(late, asked.id)).toBe('gone');
      expect(await messages.listByChat(CHAT)).toEqual([]);
    });

    it('deletes every message of one chat and none of another', async () => {
      await messages.append(messageRecord('msg00000000000000001'));
      await messages.append(messageRecord('msg00000000000000002'));
      await messages.append(messageRecord('msg00000000000000003', { chatId: OTHER_CHAT }));

      expect(await messages.deleteByChat(CHAT)).toBe(2);
      expect(await messages.listByChat(CHAT)).toEqual([]);
      expect(await messages.listByChat(OTHER_CHAT)).toHaveLength(1);
      expect(await messages.deleteByChat(CHAT)).toBe(0);
    });

    it('lists messages of any chat still holding images before a date, oldest first', async () => {
      const image = {
        url: '/api/v1/files/users/u/chats/c/a.jpg?sig=x',
        path: 'users/u/chats/c/a.jpg',
      };
      const at = (day: string) => `2025-01-${day}T10:00:00.000Z`;
      await messages.append(
        messageRecord('msgOld00000000000002', { createdAt: at('02'), images: [image] }),
      );
      await messages.append(
        messageRecord('msgOld00000000000001', {
          chatId: OTHER_CHAT,
          createdAt: at('01'),
          images: [image],
        }),
      );
      await messages.append(messageRecord('msgText0000000000001', { createdAt: at('01') }));
      await messages.append(
        messageRecord('msgNew00000000000001', { createdAt: at('20'), images: [image] }),
      );

      const cutoff = new Date(at('10'));
      expect((await messages.listWithImagesBefore(cutoff, 10)).map((m) => m.id)).toEqual([
        'msgOld00000000000001',
        'msgOld00000000000002',
      ]);
      expect((await messages.listWithImagesBefore(cutoff, 1)).map((m) => m.id)).toEqual([
        'msgOld00000000000001',
      ]);

      const expiredAt = '2026-01-05T00:00:00.000Z';
      const expired = await messages.update(CHAT, 'msgOld00000000000002', {
        images: [],
        imagesExpiredAt: expiredAt,
      });
      expect(expired).toMatchObject({ images: [], imagesExpiredAt: expiredAt });
      expect(await messages.get(CHAT, 'msgOld00000000000002')).toEqual(expired);
      expect((await messages.listWithImagesBefore(cutoff, 10)).map((m) => m.id)).toEqual([
        'msgOld00000000000001',
      ]);
    });
  });
}
