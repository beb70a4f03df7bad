import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Conflict } from '../../src/core/errors.js';
import type { ApiKeyRecord, ApiKeyStore } from '../../src/core/ports/api-key-store.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { createUser } from '../support/store-records.js';

interface ApiKeyStoreFixture {
  apiKeys: ApiKeyStore;
  users: UserStore;
  close(): Promise<void> | void;
}

const key = (id: string, userId: string, createdAt: string): ApiKeyRecord => ({
  id,
  userId,
  name: `key ${id}`,
  scopes: ['thumbnails', 'read'],
  keyHash: `hash-of-${id}`,
  createdAt,
  lastUsedAt: null,
  calls: { thumbnails: 0, read: 0, refused: 0 },
});

/** The ApiKeyStore port's behaviour, run against every adapter. */
export function describeApiKeyStore(
  name: string,
  makeFixture: () => Promise<ApiKeyStoreFixture>,
): void {
  describe(`ApiKeyStore contract: ${name}`, () => {
    let fixture: ApiKeyStoreFixture;

    beforeEach(async () => {
      fixture = await makeFixture();
      await createUser(fixture.users, 'user_ann', 3);
      await createUser(fixture.users, 'user_bob', 3);
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('finds a key by its hash and lists a user’s keys oldest first', async () => {
      const { apiKeys } = fixture;
      await apiKeys.create(key('k2', 'user_ann', '2026-11-02T00:00:00.000Z'), 5);
      await apiKeys.create(key('k1', 'user_ann', '2026-11-01T00:00:00.000Z'), 5);
      await apiKeys.create(key('k3', 'user_bob', '2026-11-03T00:00:00.000Z'), 5);

      expect(await apiKeys.findByHash('hash-of-k1')).toEqual(
        key('k1', 'user_ann', '2026-11-01T00:00:00.000Z'),
      );
      expect(await apiKeys.findByHash('hash-of-nothing')).toBeNull();
      expect((await apiKeys.listByUser('user_ann')).map((k) => k.id)).toEqual(['k1', 'k2']);
      expect((await apiKeys.listByUser('user_carol')).length).toBe(0);
    });

    it('refuses a key past the per-user cap, even when made together', async () => {
      const { apiKeys } = fixture;
      const made = await Promise.allSettled(
        ['a', 'b', 'c'].map((id) =>
          apiKeys.create(key(id, 'user_ann', `2026-11-0${1}T00:00:00.000Z`), 2),
        ),
      );
      expect(made.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      const refused = made.find((result) => result.status === 'rejected');
      expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(Conflict);
      expect(await apiKeys.listByUser('user_ann')).toHaveLength(2);
      await apiKeys.create(key('d', 'user_bob', '2026-11-01T00:00:00.000Z'), 2);
    });

    it('counts every call of a key by kind, those made together too, and none of a revoked key', async () => {
      const { apiKeys } = fixture;
      await apiKeys.create(key('k1', 'user_ann', '2026-11-01T00:00:00.000Z'), 5);
      await apiKeys.create(key('k2', 'user_ann', '2026-11-02T00:00:00.000Z'), 5);

      const counted = await Promise.all([
        apiKeys.recordCall('hash-of-k1', 'read', '2026-11-03T10:00:00.000Z'),
        apiKeys.recordCall('hash-of-k1', 'read', '2026-11-03T10:00:00.000Z'),
        apiKeys.recordCall('hash-of-k1', 'thumbnails', '2026-11-03T10:00:00.000Z'),
      ]);
      await apiKeys.recordCall('hash-of-k1', 'refused', '2026-11-03T11:00:00.000Z');

      expect(counted).toEqual([true, true, true]);
      expect(await apiKeys.findByHash('hash-of-k1')).toMatchObject({
        lastUsedAt: '2026-11-03T11:00:00.000Z',
        calls: { thumbnails: 1, read: 2, refused: 1 },
      });
      const [, untouched] = await apiKeys.listByUser('user_ann');
      expect(untouched).toMatchObject({ lastUsedAt: null, calls: { thumbnails: 0, read: 0 } });

      await apiKeys.revoke('user_ann', 'k1');
      expect(await apiKeys.recordCall('hash-of-k1', 'read', '2026-11-03T12:00:00.000Z')).toBe(
        false,
      );
      expect(await apiKeys.findByHash('hash-of-k1')).toBeNull();
    });

    it('revokes only the owner’s key, and erases all of a user’s keys', async () => {
      const { apiKeys } = fixture;
      await apiKeys.create(key('k1', 'user_ann', '2026-11-01T00:00:00.000Z'), 5);
      await apiKeys.create(key('k2', 'user_ann', '2026-11-02T00:00:00.000Z'), 5);
      await apiKeys.create(key('k3', 'user_bob', '2026-11-03T00:00:00.000Z'), 5);

      expect(await apiKeys.revoke('user_bob', 'k1')).toBe(false);
      expect(await apiKeys.revoke('user_ann', 'k1')).toBe(true);
      expect(await apiKeys.revoke('user_ann', 'k1')).toBe(false);
      expect(await apiKeys.findByHash('hash-of-k1')).toBeNull();

      await apiKeys.deleteByUser('user_ann');
      expect(await apiKeys.listByUser('user_ann')).toEqual([]);
      expect(await apiKeys.findByHash('hash-of-k3')).not.toBeNull();
    });
  });
}
