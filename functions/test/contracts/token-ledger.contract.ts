import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Conflict, InsufficientTokens, NotFound } from '../../src/core/errors.js';
import type { TokenLedger } from '../../src/core/ports/token-ledger.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { createUser } from '../support/store-records.js';

interface LedgerFixture {
  ledger: TokenLedger;
  /** Users are created through their store, which writes the opening entry. */
  users: UserStore;
  close(): Promise<void> | void;
}

/** The TokenLedger port's behaviour, run against every adapter. */
export function describeTokenLedger(name: string, makeFixture: () => Promise<LedgerFixture>): void {
  describe(`TokenLedger contract: ${name}`, () => {
    let fixture: LedgerFixture;
    let ledger: TokenLedger;

    async function userWith(tokens: number, id = 'user_1'): Promise<string> {
      await createUser(fixture.users, id, tokens);
      return id;
    }

    async function sumOfEntries(userId: string): Promise<number> {
      return (await ledger.entries(userId)).reduce((sum, entry) => sum + entry.delta, 0);
    }

    beforeEach(async () => {
      fixture = await makeFixture();
      ledger = fixture.ledger;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('credits and debits, recording the balance after each entry', async () => {
      const user = await userWith(3);
      const debit = await ledger.apply(user, { key: 'gen:m1', delta: -1, reason: 'generation' });
      const credit = await ledger.apply(user, {
        key: 'pay:p1',
        delta: 10,
        reason: 'purchase',
        ref: 'order_1',
      });

      expect(debit).toMatchObject({ applied: true, entry: { balanceAfter: 2, delta: -1 } });
      expect(credit.entry).toMatchObject({ balanceAfter: 12, reason: 'purchase', ref: 'order_1' });
      expect(await ledger.balance(user)).toBe(12);
      expect((await ledger.entries(user)).map((entry) => entry.key)).toEqual([
        'signup',
        'gen:m1',
        'pay:p1',
      ]);
    });

    it('treats a repeated key as the earlier result and changes nothing', async () => {
      const user = await userWith(3);
      const first = await ledger.apply(user, { key: 'gen:m1', delta: -1, reason: 'generation' });
      const again = await ledger.apply(user, { key: 'gen:m1', delta: -1, reason: 'generation' });

      expect(again.applied).toBe(false);
      expect(again.entry).toEqual(first.entry);
      expect(await ledger.balance(user)).toBe(2);
      expect(await ledger.entries(user)).toHaveLength(2);
    });

    it('refuses a known key reused with a different delta', async () => {
      const user = await userWith(3);
      await ledger.apply(user, { key: 'pay:p1', delta: 10, reason: 'purchase' });

      await expect(
        ledger.apply(user, { key: 'pay:p1', delta: 50, reason: 'purchase' }),
      ).rejects.toBeInstanceOf(Conflict);
      expect(await ledger.balance(user)).toBe(13);
    });

    it('refuses a debit that would take the balance below 0, writing nothing', async () => {
      const user = await userWith(1);
      await ledger.apply(user, { key: 'gen:m1', delta: -1, reason: 'generation' });

      await expect(
        ledger.apply(user, { key: 'gen:m2', delta: -1, reason: 'generation' }),
      ).rejects.toBeInstanceOf(InsufficientTokens);
      expect(await ledger.balance(user)).toBe(0);
      expect((await ledger.entries(user)).map((entry) => entry.key)).toEqual(['signup', 'gen:m1']);
    });

    it('lets a refused key succeed later once there are tokens again', async () => {
      const user = await userWith(1);
      await ledger.apply(user, { key: 'gen:m1', delta: -1, reason: 'generation' });
      await expect(
        ledger.apply(user, { key: 'gen:m2', delta: -1, reason: 'generation' }),
      ).rejects.toBeInstanceOf(InsufficientTokens);
      await ledger.apply(user, { key: 'refund:m1', delta: 1, reason: 'refund' });

      const retried = await ledger.apply(user, { key: 'gen:m2', delta: -1, reason: 'generation' });
      expect(retried).toMatchObject({ applied: true, entry: { balanceAfter: 0 } });
    });

    it('never goes below 0 under parallel debits against a small balance', async () => {
      const user = await userWith(3);
      const attempts = Array.from({ length: 25 }, (_, i) =>
        ledger.apply(user, { key: `gen:m${i}`, delta: -1, reason: 'generation' }),
      );
      const results = await Promise.allSettled(attempts);

      const succeeded = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter(
        (result) => result.status === 'rejected' && result.reason instanceof InsufficientTokens,
      );
      expect(succeeded).toHaveLength(3);
      expect(refused).toHaveLength(22);
      expect(await ledger.balance(user)).toBe(0);
      expect(await sumOfEntries(user)).toBe(0);
    });

    it('applies the same key once under parallel retries', async () => {
      const user = await userWith(3);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          ledger.apply(user, { key: 'pay:p1', delta: 25, reason: 'purchase' }),
        ),
      );

      expect(results.filter((result) => result.applied)).toHaveLength(1);
      expect(await ledger.balance(user)).toBe(28);
    });

    it('keeps the balance equal to the sum of the entries', async () => {
      const user = await userWith(3);
      const writes = [
        { key: 'gen:a', delta: -1, reason: 'generation' },
        { key: 'pay:b', delta: 10, reason: 'purchase' },
        { key: 'gen:c', delta: -1, reason: 'edit' },
        { key: 'refund:c', delta: 1, reason: 'refund' },
        { key: 'gen:a', delta: -1, reason: 'generation' },
      ] as const;
      for (const write of writes) await ledger.apply(user, write);

      expect(await ledger.balance(user)).toBe(12);
      expect(await sumOfEntries(user)).toBe(12);
      const entries = await ledger.entries(user);
      expect(entries.at(-1)?.balanceAfter).toBe(12);
    });

    it('keeps each user to their own ledger', async () => {
      const ann = await userWith(3, 'user_ann');
      const bob = await userWith(3, 'user_bob');
      await ledger.apply(ann, { key: 'gen:m1', delta: -1, reason: 'generation' });
      const bobs = await ledger.apply(bob, { key: 'gen:m1', delta: -1, reason: 'generation' });

      expect(bobs.applied).toBe(true);
      expect(await ledger.balance(ann)).toBe(2);
      expect(await ledger.balance(bob)).toBe(2);
    });

    it('refuses entries and balances of an unknown user', async () => {
      await expect(
        ledger.apply('user_nobody', { key: 'pay:p1', delta: 10, reason: 'purchase' }),
      ).rejects.toBeInstanceOf(NotFound);
      await expect(ledger.balance('user_nobody')).rejects.toBeInstanceOf(NotFound);
    });

    it("keeps a hand-written entry's note, and none on the others", async () => {
      const user = await userWith(3);
      await ledger.apply(user, { key: 'grant:g1', delta: 5, reason: 'grant', note: 'Outage' });
      await ledger.apply(user, { key: 'gen:m1', delta: -1, reason: 'generation' });

      expect(await ledger.entries(user)).toMatchObject([
        { key: 'signup', note: null },
        { key: 'grant:g1', delta: 5, reason: 'grant', note: 'Outage', balanceAfter: 8 },
        { key: 'gen:m1', note: null },
      ]);
    });

    it("totals every user's balance beside the sum of their ledger", async () => {
      expect(await ledger.totals()).toEqual([]);
      const ann = await userWith(3, 'user_a');
      const bob = await userWith(5, 'user_b');
      await ledger.apply(ann, { key: 'gen:m1', delta: -2, reason: 'generation' });
      await ledger.apply(bob, { key: 'pay:p1', delta: 10, reason: 'purchase', ref: 'order_1' });

      expect(await ledger.totals()).toEqual([
        { userId: 'user_a', tokenBalance: 1, ledgerSum: 1, entries: 2 },
        { userId: 'user_b', tokenBalance: 15, ledgerSum: 15, entries: 2 },
      ]);
    });
  });
}
