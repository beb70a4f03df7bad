import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import type { TokenLedger } from '../../src/core/ports/token-ledger.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { PROFILE } from '../support/store-records.js';

export interface UserStoreFixture {
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
  });
}
