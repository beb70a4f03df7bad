import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Conflict, InsufficientTokens, NotFound, RateLimited } from '../../src/core/errors.js';
import type { ChatStore } from '../../src/core/ports/chat-store.port.js';
import type {
  GenerationStore,
  ReserveRequest,
} from '../../src/core/ports/generation-store.port.js';
import type { MessageRecord, MessageStore } from '../../src/core/ports/message-store.port.js';
import type { TokenLedger } from '../../src/core/ports/token-ledger.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { chatRecord, createUser } from '../support/store-records.js';

interface GenerationStoreFixture {
  generations: GenerationStore;
  users: UserStore;
  ledger: TokenLedger;
  chats: ChatStore;
  messages: MessageStore;
  close(): Promise<void> | void;
}

const ANN = 'user_ann';
const CHAT = 'chatAnn0000000000001';
const AT = new Date('2030-01-01T00:00:00.000Z');
const LATER = new Date('2030-01-01T00:10:00.000Z');

function userMessage(id: string, chatId = CHAT): MessageRecord {
  return {
    id,
    chatId,
    ownerId: ANN,
    role: 'user',
    text: 'A rocket launch',
    images: [{ url: '/files/a.jpg?sig=x', path: 'users/u/chats/c/a.jpg' }],
    status: 'pending',
    meta: { title: 'Launch Day' },
    createdAt: AT.toISOString(),
  };
}

function reply(id: string, status: MessageRecord['status'] = 'complete'): MessageRecord {
  return {
    ...userMessage(id),
    role: 'assistant',
    text: status === 'failed' ? 'It failed' : 'Here they are',
    status,
    createdAt: LATER.toISOString(),
  };
}

function reserveRequest(messageId: string, fields: Partial<ReserveRequest> = {}): ReserveRequest {
  return {
    message: userMessage(messageId),
    kind: 'generation',
    entry: { key: `gen:${messageId}`, delta: -1, reason: 'generation', ref: CHAT },
    chatTitle: 'Launch Day',
    maxPending: 2,
    at: AT,
    ...fields,
  };
}

const held = (messageId: string) => ({ messageId, userId: ANN, chatId: CHAT });

/** The GenerationStore port's behaviour, run against every adapter. */
export function describeGenerationStore(
  name: string,
  makeFixture: () => Promise<GenerationStoreFixture>,
): void {
  describe(`GenerationStore contract: ${name}`, () => {
    let fixture: GenerationStoreFixture;
    let generations: GenerationStore;

    async function annWith(tokens: number, title = ''): Promise<void> {
      await createUser(fixture.users, ANN, tokens);
      await fixture.chats.create(chatRecord(CHAT, { title }));
    }

    beforeEach(async () => {
      fixture = await makeFixture();
      generations = fixture.generations;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('reserves: the debit, the pending message, the reservation and the first title together', async () => {
      await annWith(3);
      const result = await generations.reserve(reserveRequest('msg00000000000000001'));

      expect(result).toEqual({ tokenBalance: 2, retitled: true });
      expect(await fixture.ledger.balance(ANN)).toBe(2);
      expect(await fixture.messages.get(CHAT, 'msg00000000000000001')).toEqual(
        userMessage('msg00000000000000001'),
      );
      expect((await fixture.chats.findOwned(ANN, CHAT))?.title).toBe('Launch Day');
      expect(await generations.listPendingBefore(LATER)).toEqual([
        {
          messageId: 'msg00000000000000001',
          userId: ANN,
          chatId: CHAT,
          kind: 'generation',
          createdAt: AT.toISOString(),
        },
      ]);
    });

    it('keeps a title the chat already has', async () => {
      await annWith(3, 'My rockets');
      const result = await generations.reserve(reserveRequest('msg00000000000000001'));
      expect(result.retitled).toBe(false);
      expect((await fixture.chats.findOwned(ANN, CHAT))?.title).toBe('My rockets');
    });

    it('writes nothing without a token or for a chat that is not the user’s', async () => {
      await annWith(1);
      await fixture.ledger.apply(ANN, { key: 'spent', delta: -1, reason: 'generation' });
      await expect(generations.reserve(reserveRequest('msg00000000000000001'))).rejects.toThrow(
        InsufficientTokens,
      );
      await expect(
        generations.reserve(
          reserveRequest('msg00000000000000002', {
            message: userMessage('msg00000000000000002', 'chatBob0000000000001'),
          }),
        ),
      ).rejects.toThrow(NotFound);
      expect(await fixture.messages.listByChat(CHAT)).toEqual([]);
      expect(await generations.listPendingBefore(LATER)).toEqual([]);
      expect((await fixture.chats.findOwned(ANN, CHAT))?.title).toBe('');
      expect(await fixture.ledger.entries(ANN)).toHaveLength(2);
    });

    it('refuses to reserve the same message twice', async () => {
      await annWith(3);
      await generations.reserve(reserveRequest('msg00000000000000001'));
      await expect(generations.reserve(reserveRequest('msg00000000000000001'))).rejects.toThrow(
        Conflict,
      );
      expect(await fixture.ledger.balance(ANN)).toBe(2);
    });

    it('completes: the reply stored, the message complete, nothing pending', async () => {
      await annWith(3);
      await generations.reserve(reserveRequest('msg00000000000000001'));
      expect(
        await generations.complete({
          reservation: held('msg00000000000000001'),
          reply: reply('msg00000000000000002'),
          at: LATER,
        }),
      ).toEqual({ completed: true });

      const messages = await fixture.messages.listByChat(CHAT);
      expect(messages.map((m) => [m.id, m.status])).toEqual([
        ['msg00000000000000001', 'complete'],
        ['msg00000000000000002', 'complete'],
      ]);
      expect(await generations.listPendingBefore(LATER)).toEqual([]);
      // A settled reservation can be neither completed again nor refunded.
      await expect(
        generations.complete({
          reservation: held('msg00000000000000001'),
          reply: reply('msg00000000000000003'),
          at: LATER,
        }),
      ).rejects.toThrow(Conflict);
      expect(
        await generations.refund({
          reservation: held('msg00000000000000001'),
          reply: reply('msg00000000000000004', 'failed'),
          at: LATER,
        }),
      ).toEqual({ refunded: false, tokenBalance: 2, chatGone: false });
      expect(await fixture.messages.listByChat(CHAT)).toHaveLength(2);
    });

    it('refunds exactly once', async () => {
      await annWith(3);
      await generations.reserve(reserveRequest('msg00000000000000001'));
      const request = {
        reservation: held('msg00000000000000001'),
        reply: reply('msg00000000000000002', 'failed'),
        at: LATER,
      };
      expect(await generations.refund(request)).toEqual({
        refunded: true,
        tokenBalance: 3,
        chatGone: false,
      });
      expect(
        await generations.refund({ ...request, reply: reply('msg00000000000000003', 'failed') }),
      ).toEqual({ refunded: false, tokenBalance: 3, chatGone: false });

      const entries = await fixture.ledger.entries(ANN);
      expect(entries.map((e) => [e.key, e.delta, e.reason])).toEqual([
        ['signup', 3, 'signup'],
        ['gen:msg00000000000000001', -1, 'generation'],
        ['refund:msg00000000000000001', 1, 'refund'],
      ]);
      const messages = await fixture.messages.listByChat(CHAT);
      expect(messages.map((m) => [m.id, m.status])).toEqual([
        ['msg00000000000000001', 'failed'],
        ['msg00000000000000002', 'failed'],
      ]);
      await expect(
        generations.complete({ ...request, reply: reply('msg00000000000000004') }),
      ).rejects.toThrow(Conflict);
    });

    it('gives back what the reservation took when a generation costs more than one token', async () => {
      await annWith(10);
      const priced = (messageId: string) =>
        reserveRequest(messageId, {
          entry: { key: `gen:${messageId}`, delta: -3, reason: 'generation', ref: CHAT },
        });
      expect((await generations.reserve(priced('msg00000000000000001'))).tokenBalance).toBe(7);
      expect((await generations.reserve(priced('msg00000000000000002'))).tokenBalance).toBe(4);
      const refund = await generations.refund({
        reservation: held('msg00000000000000001'),
        reply: reply('msg00000000000000003', 'failed'),
        at: LATER,
      });
      expect(refund.tokenBalance).toBe(7);
      await fixture.messages.deleteByChat(CHAT);
      await fixture.chats.delete(ANN, CHAT);
      await generations.complete({
        reservation: held('msg00000000000000002'),
        reply: reply('msg00000000000000004'),
        at: LATER,
      });
      expect(await fixture.ledger.balance(ANN)).toBe(10);
      const entries = await fixture.ledger.entries(ANN);
      expect(entries.slice(1).map((e) => [e.key, e.delta, e.ref])).toEqual([
        ['gen:msg00000000000000001', -3, CHAT],
        ['gen:msg00000000000000002', -3, CHAT],
        ['refund:msg00000000000000001', 3, CHAT],
        ['refund:msg00000000000000002', 3, CHAT],
      ]);
    });

    it('refuses a reservation past the user’s pending cap, counted in the store, until one settles', async () => {
      await annWith(10);
      await generations.reserve(reserveRequest('msg00000000000000001'));
      await generations.reserve(reserveRequest('msg00000000000000002'));
      expect(await generations.countPending(ANN)).toBe(2);

      await expect(generations.reserve(reserveRequest('msg00000000000000003'))).rejects.toThrow(
        RateLimited,
      );
      expect(await fixture.messages.get(CHAT, 'msg00000000000000003')).toBeNull();
      expect(await fixture.ledger.balance(ANN)).toBe(8);

      await generations.complete({
        reservation: held('msg00000000000000001'),
        reply: reply('msg00000000000000004'),
        at: LATER,
      });
      expect(await generations.countPending(ANN)).toBe(1);
      expect((await generations.reserve(reserveRequest('msg00000000000000003'))).tokenBalance).toBe(
        7,
      );
    });

    it('completing in a chat deleted meanwhile refunds the token and stores nothing', async () => {
      await annWith(3);
      await generations.reserve(reserveRequest('msg00000000000000001'));
      await fixture.messages.deleteByChat(CHAT);
      expect(await fixture.chats.delete(ANN, CHAT)).toBe(true);

      const completion = {
        reservation: held('msg00000000000000001'),
        reply: reply('msg00000000000000002'),
        at: LATER,
      };
      expect(await generations.complete(completion)).toEqual({ completed: false });
      expect(await fixture.ledger.balance(ANN)).toBe(3);
      expect((await fixture.ledger.entries(ANN)).map((e) => [e.key, e.delta])).toEqual([
        ['signup', 3],
        ['gen:msg00000000000000001', -1],
        ['refund:msg00000000000000001', 1],
      ]);
      expect(await fixture.messages.listByChat(CHAT)).toEqual([]);
      expect(await generations.listPendingBefore(LATER)).toEqual([]);
      // Settled: neither a second completion nor a refund changes anything.
      await expect(generations.complete(completion)).rejects.toThrow(Conflict);
      expect(
        await generations.refund({ ...completion, reply: reply('msg00000000000000003', 'failed') }),
      ).toEqual({ refunded: false, tokenBalance: 3, chatGone: true });
      expect(await fixture.messages.listByChat(CHAT)).toEqual([]);
    });

    it('counts a chat whose messages a deletion already took as deleted', async () => {
      await annWith(3);
      await generations.reserve(reserveRequest('msg00000000000000001'));
      // A deletion part-way: the messages are gone, the chat document not yet.
      await fixture.messages.deleteByChat(CHAT);

      expect(
        await generations.complete({
          reservation: held('msg00000000000000001'),
          reply: reply('msg00000000000000002'),
          at: LATER,
        }),
      ).toEqual({ completed: false });
      expect(await fixture.ledger.balance(ANN)).toBe(3);
      expect(await fixture.messages.listByChat(CHAT)).toEqual([]);
    });

    it('refunding in a deleted chat credits once and writes no message into it', async () => {
      await annWith(3);
      await generations.reserve(reserveRequest('msg00000000000000001'));
      await fixture.messages.deleteByChat(CHAT);
      await fixture.chats.delete(ANN, CHAT);

      const request = {
        reservation: held('msg00000000000000001'),
        reply: reply('msg00000000000000002', 'failed'),
        at: LATER,
      };
      expect(await generations.refund(request)).toEqual({
        refunded: true,
        tokenBalance: 3,
        chatGone: true,
      });
      expect(await generations.refund(request)).toEqual({
        refunded: false,
        tokenBalance: 3,
        chatGone: true,
      });
      expect(await fixture.messages.listByChat(CHAT)).toEqual([]);
      expect(await fixture.ledger.balance(ANN)).toBe(3);
    });

    it('lists only pending reservations made before the cutoff, oldest first', async () => {
      await annWith(5);
      const times = [
        '2030-01-01T00:00:03.000Z',
        '2030-01-01T00:00:01.000Z',
        '2030-01-01T01:00:00.000Z',
      ];
      for (const [index, at] of times.entries()) {
        await generations.reserve(
          reserveRequest(`msg0000000000000000${index + 1}`, {
            at: new Date(at),
            kind: 'edit',
            maxPending: 3,
          }),
        );
      }
      const listed = await generations.listPendingBefore(new Date('2030-01-01T00:30:00.000Z'));
      expect(listed.map((r) => [r.messageId, r.kind])).toEqual([
        ['msg00000000000000002', 'edit'],
        ['msg00000000000000001', 'edit'],
      ]);
    });

    it('settling an unknown reservation is NotFound', async () => {
      await annWith(3);
      await expect(
        generations.refund({
          reservation: held('msg00000000000000009'),
          reply: reply('msg00000000000000010', 'failed'),
          at: LATER,
        }),
      ).rejects.toThrow(NotFound);
    });
  });
}
