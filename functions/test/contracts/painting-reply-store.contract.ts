import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaintingReplyStore } from '../../src/core/ports/painting-reply-store.port.js';
import type { LateReply } from '../../src/core/thumbnails/late-variants/index.js';

interface PaintingReplyStoreFixture {
  paintingReplies: PaintingReplyStore;
  close(): Promise<void> | void;
}

const AT = new Date('2030-01-01T00:00:00.000Z');
const minutes = (count: number) => new Date(AT.getTime() + count * 60_000);

function lateReply(replyId: string): LateReply {
  return {
    userId: 'user_ann',
    chatId: 'chatAnn0000000000001',
    messageId: `ask-${replyId}`,
    replyId,
    replyFolder: `users/user_ann/chats/chatAnn0000000000001/${replyId}/`,
    photoPath: 'users/user_ann/photos/a.jpg',
    thingPaths: [],
    request: {
      prompt: 'A rocket launch',
      genre: 'vlogs',
      mood: 'exciting',
      title: 'Launch Day',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      brandKit: null,
      variants: 2,
    },
    said: { localMade: 2, notDrawn: [], planned: '' },
  };
}

/** What every PaintingReplyStore adapter must do. */
export function describePaintingReplyStore(
  name: string,
  open: () => Promise<PaintingReplyStoreFixture>,
): void {
  describe(`PaintingReplyStore (${name})`, () => {
    let fixture: PaintingReplyStoreFixture;
    beforeEach(async () => {
      fixture = await open();
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('lists the replies kept before the cutoff, oldest first, as they were kept', async () => {
      const { paintingReplies } = fixture;
      await paintingReplies.remember(lateReply('second'), minutes(2));
      await paintingReplies.remember(lateReply('first'), minutes(1));
      await paintingReplies.remember(lateReply('recent'), minutes(10));
      const due = await paintingReplies.listBefore(minutes(5), 10);
      expect(due.map((late) => late.replyId)).toEqual(['first', 'second']);
      expect(due[0]).toEqual(lateReply('first'));
      expect(await paintingReplies.listBefore(minutes(5), 1)).toHaveLength(1);
      expect(await paintingReplies.listBefore(minutes(1), 10)).toEqual([]);
    });

    it('keeps a reply remembered twice once, from the first time', async () => {
      const { paintingReplies } = fixture;
      await paintingReplies.remember(lateReply('again'), minutes(1));
      await paintingReplies.remember(lateReply('again'), minutes(20));
      expect(await paintingReplies.listBefore(minutes(5), 10)).toEqual([lateReply('again')]);
    });

    it('forgets a reply, and forgetting it again is no error', async () => {
      const { paintingReplies } = fixture;
      await paintingReplies.remember(lateReply('done'), minutes(1));
      await paintingReplies.remember(lateReply('kept'), minutes(1));
      await paintingReplies.forget('done');
      await paintingReplies.forget('done');
      await paintingReplies.forget('never-kept');
      const due = await paintingReplies.listBefore(minutes(5), 10);
      expect(due.map((late) => late.replyId)).toEqual(['kept']);
    });
  });
}
