import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  LocalAccount,
  LocalAccountStore,
  LocalSession,
} from '../../src/core/ports/local-account-store.port.js';

interface LocalAccountStoreFixture {
  accounts: LocalAccountStore;
  close(): Promise<void> | void;
}

const ACCOUNT: LocalAccount = {
  id: 'user_1',
  email: 'ann@example.com',
  passwordHash: 'scrypt$1$1$1$c2FsdA==$aGFzaA==',
  firstName: 'Ann',
  lastName: 'Lee',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const SESSION: LocalSession = {
  id: 'sess_1',
  secretHash: 'hash-1',
  accountId: 'user_1',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-31T00:00:00.000Z',
};

const DURING = new Date('2026-01-15T00:00:00.000Z');
const AFTER = new Date('2026-02-01T00:00:00.000Z');

/** The LocalAccountStore port's behaviour, run against every adapter. */
export function describeLocalAccountStore(
  name: string,
  makeFixture: () => Promise<LocalAccountStoreFixture>,
): void {
  describe(`LocalAccountStore contract: ${name}`, () => {
    let fixture: LocalAccountStoreFixture;
    let accounts: LocalAccountStore;

    beforeEach(async () => {
      fixture = await makeFixture();
      accounts = fixture.accounts;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('stores an account and finds it by email and by id', async () => {
      expect(await accounts.createAccount(ACCOUNT)).toBe('created');

      expect(await accounts.findAccountByEmail('ann@example.com')).toEqual(ACCOUNT);
      expect(await accounts.findAccountById('user_1')).toEqual(ACCOUNT);
      expect(await accounts.findAccountByEmail('bob@example.com')).toBeNull();
      expect(await accounts.findAccountById('user_2')).toBeNull();
    });

    it('keeps emails unique', async () => {
      await accounts.createAccount(ACCOUNT);

      expect(await accounts.createAccount({ ...ACCOUNT, id: 'user_2', firstName: 'Eve' })).toBe(
        'email-taken',
      );
      expect(await accounts.findAccountById('user_2')).toBeNull();
      expect(await accounts.findAccountByEmail(ACCOUNT.email)).toMatchObject({ firstName: 'Ann' });
    });

    it('finds a session only while it is live', async () => {
      await accounts.createAccount(ACCOUNT);
      await accounts.createSession(SESSION);

      expect(await accounts.findLiveSession('hash-1', DURING)).toEqual(SESSION);
      expect(await accounts.findLiveSession('hash-1', AFTER)).toBeNull();
      expect(await accounts.findLiveSession('hash-2', DURING)).toBeNull();
    });

    it('tells whether a session is live by its public id', async () => {
      await accounts.createAccount(ACCOUNT);
      await accounts.createSession(SESSION);

      expect(await accounts.isSessionLive(SESSION.id, DURING)).toBe(true);
      expect(await accounts.isSessionLive(SESSION.id, AFTER)).toBe(false);
      expect(await accounts.isSessionLive('sess_unknown', DURING)).toBe(false);
      await accounts.endSession('hash-1', DURING);
      expect(await accounts.isSessionLive(SESSION.id, DURING)).toBe(false);
    });

    it('ends a session for good', async () => {
      await accounts.createAccount(ACCOUNT);
      await accounts.createSession(SESSION);
      await accounts.createSession({ ...SESSION, id: 'sess_2', secretHash: 'hash-2' });

      await accounts.endSession('hash-1', DURING);

      expect(await accounts.findLiveSession('hash-1', DURING)).toBeNull();
      expect(await accounts.findLiveSession('hash-2', DURING)).toMatchObject({ id: 'sess_2' });
    });

    const RESET = {
      tokenHash: 'reset-1',
      accountId: 'user_1',
      createdAt: '2026-01-15T00:00:00.000Z',
      expiresAt: '2026-01-15T00:30:00.000Z',
    };
    const IN_TIME = new Date('2026-01-15T00:10:00.000Z');

    it('redeems a password reset once: the new password, and every session ended', async () => {
      await accounts.createAccount(ACCOUNT);
      await accounts.createSession(SESSION);
      await accounts.createSession({ ...SESSION, id: 'sess_2', secretHash: 'hash-2' });
      await accounts.createPasswordReset(RESET);

      expect(await accounts.redeemPasswordReset('reset-1', 'new-hash', IN_TIME)).toBe('user_1');
      expect((await accounts.findAccountById('user_1'))?.passwordHash).toBe('new-hash');
      expect(await accounts.findLiveSession('hash-1', IN_TIME)).toBeNull();
      expect(await accounts.findLiveSession('hash-2', IN_TIME)).toBeNull();

      expect(await accounts.redeemPasswordReset('reset-1', 'other-hash', IN_TIME)).toBeNull();
      expect((await accounts.findAccountById('user_1'))?.passwordHash).toBe('new-hash');
    });

    it('refuses an expired or unknown reset and changes nothing', async () => {
      await accounts.createAccount(ACCOUNT);
      await accounts.createSession(SESSION);
      await accounts.createPasswordReset(RESET);
      const late = new Date('2026-01-15T00:30:00.000Z');

      expect(await accounts.redeemPasswordReset('reset-1', 'new-hash', late)).toBeNull();
      expect(await accounts.redeemPasswordReset('reset-2', 'new-hash', IN_TIME)).toBeNull();
      expect((await accounts.findAccountById('user_1'))?.passwordHash).toBe(ACCOUNT.passwordHash);
      expect(await accounts.findLiveSession('hash-1', IN_TIME)).toMatchObject({ id: 'sess_1' });
    });
  });
}
