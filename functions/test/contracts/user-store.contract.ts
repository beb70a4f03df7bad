import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import type { TokenLedger } from '../../src/core/ports/token-ledger.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { PROFILE } from '../support/store-records.js';

interface UserStoreFixture {
  users: UserStore;
  ledger: TokenLedger;
  close(): Promise<void> | void;
}

const SIGNUP = { key: 'signup', delta: 3, reason: 'signup' } as const;

/** The UserStore port's behaviour, run against every adapter. */
export function describeUserStore(
  name: string,
  makeFixture: () => Promise<UserStoreFixture>,
): void {
  describe(`UserStore contract: ${name}`, () => {
    let fixture: UserStoreFixture;

    beforeEach(async () => {
      fixture = await makeFixture();
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('knows no user before creation', async () => {
      expect(await fixture.users.get('user_1')).toBeNull();
    });

    it('creates a user with the opening entry as its balance', async () => {
      const { user, created } = await fixture.users.createWithOpeningEntry(
        'user_1',
        PROFILE,
        SIGNUP,
      );

      expect(created).toBe(true);
      expect(user).toMatchObject({ id: 'user_1', tokenBalance: 3, ...PROFILE });
      expect(user.preferences).toEqual(EMPTY_PREFERENCES);
      expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
      expect(await fixture.users.get('user_1')).toEqual(user);
      expect(await fixture.ledger.entries('user_1')).toMatchObject([
        { key: 'signup', delta: 3, reason: 'signup', balanceAfter: 3 },
      ]);
    });

    it('creates a user once, however many first calls race', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          fixture.users.createWithOpeningEntry('user_1', PROFILE, SIGNUP),
        ),
      );

      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(results.every((result) => result.user.tokenBalance === 3)).toBe(true);
      expect(await fixture.ledger.entries('user_1')).toHaveLength(1);
    });

    it('leaves an existing user unchanged on a later creation', async () => {
      await fixture.users.createWithOpeningEntry('user_1', PROFILE, SIGNUP);
      await fixture.ledger.apply('user_1', { key: 'gen:m1', delta: -1, reason: 'generation' });

      const again = await fixture.users.createWithOpeningEntry(
        'user_1',
        { ...PROFILE, firstName: 'Other' },
        SIGNUP,
      );
      expect(again.created).toBe(false);
      expect(again.user).toMatchObject({ firstName: 'Ann', tokenBalance: 2 });
    });

    it('closes and reopens users, and lists those closed before a date, oldest first', async () => {
      for (const id of ['user_1', 'user_2', 'user_3']) {
        await fixture.users.createWithOpeningEntry(id, PROFILE, SIGNUP);
      }
      expect((await fixture.users.get('user_1'))?.closedAt).toBeNull();
      const closed = await fixture.users.setClosedAt('user_2', '2026-02-01T00:00:00.000Z');
      expect(closed).toMatchObject({ id: 'user_2', closedAt: '2026-02-01T00:00:00.000Z' });
      await fixture.users.setClosedAt('user_1', '2026-01-01T00:00:00.000Z');

      const ids = async (cutoff: string, limit = 10) =>
        (await fixture.users.listClosedBefore(new Date(cutoff), limit)).map((user) => user.id);
      expect(await ids('2026-01-15T00:00:00.000Z')).toEqual(['user_1']);
      expect(await ids('2026-03-01T00:00:00.000Z')).toEqual(['user_1', 'user_2']);
      expect(await ids('2026-03-01T00:00:00.000Z', 1)).toEqual(['user_1']);

      expect((await fixture.users.setClosedAt('user_1', null))?.closedAt).toBeNull();
      expect(await ids('2026-03-01T00:00:00.000Z')).toEqual(['user_2']);
      expect(await fixture.users.setClosedAt('user_nobody', '2026-01-01T00:00:00.000Z')).toBeNull();
    });

    it('reopens a closed user with the time its file links are valid from', async () => {
      await fixture.users.createWithOpeningEntry('user_1', PROFILE, SIGNUP);
      expect((await fixture.users.get('user_1'))?.linksValidFrom ?? null).toBeNull();
      await fixture.users.setClosedAt('user_1', '2026-01-01T00:00:00.000Z');
      const reopened = await fixture.users.reopen('user_1', '2026-01-02T00:00:00.000Z');
      expect(reopened).toMatchObject({
        closedAt: null,
        linksValidFrom: '2026-01-02T00:00:00.000Z',
      });
      expect(await fixture.users.get('user_1')).toMatchObject({
        closedAt: null,
        linksValidFrom: '2026-01-02T00:00:00.000Z',
      });
      expect(await fixture.users.reopen('user_nobody', '2026-01-02T00:00:00.000Z')).toBeNull();
    });

    it('deletes a user with its ledger, and a missing user quietly', async () => {
      await fixture.users.createWithOpeningEntry('user_1', PROFILE, SIGNUP);
      await fixture.users.createWithOpeningEntry('user_2', PROFILE, SIGNUP);
      await fixture.users.delete('user_1');
      await fixture.users.delete('user_1');
      expect(await fixture.users.get('user_1')).toBeNull();
      expect(await fixture.ledger.entries('user_1')).toEqual([]);
      expect(await fixture.users.get('user_2')).not.toBeNull();
      expect(await fixture.ledger.entries('user_2')).toHaveLength(1);
    });

    it('finds users by an email address in any letter case, and no one by another', async () => {
      await fixture.users.createWithOpeningEntry('user_1', PROFILE, SIGNUP);
      await fixture.users.createWithOpeningEntry(
        'user_2',
        { ...PROFILE, emailAddresses: ['bob@example.com', 'Ann.Work@Example.com'] },
        SIGNUP,
      );

      expect((await fixture.users.findByEmail('ann@example.com')).map((u) => u.id)).toEqual([
        'user_1',
      ]);
      expect((await fixture.users.findByEmail('  ANN@example.com ')).map((u) => u.id)).toEqual([
        'user_1',
      ]);
      expect((await fixture.users.findByEmail('Ann.Work@Example.com')).map((u) => u.id)).toEqual([
        'user_2',
      ]);
      expect(await fixture.users.findByEmail('carol@example.com')).toEqual([]);
    });
  });
}
