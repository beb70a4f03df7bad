import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrandKit } from '@thumbforge/contract';
import { NotFound } from '../../src/core/errors.js';
import type { BrandKitStore } from '../../src/core/ports/brand-kit-store.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { createUser } from '../support/store-records.js';

interface BrandKitStoreFixture {
  brandKits: BrandKitStore;
  users: UserStore;
  close(): Promise<void> | void;
}

const KIT: BrandKit = {
  colours: ['#e50914', '#00b3a4'],
  font: 'bebas-neue',
  titleStyle: 'box',
  logoCorner: 'top-right',
  logoPath: 'users/user_ann/brand/logo-1.png',
  updatedAt: '2030-01-02T00:00:00.000Z',
};

/** The BrandKitStore port's behaviour, run against every adapter. */
export function describeBrandKitStore(
  name: string,
  makeFixture: () => Promise<BrandKitStoreFixture>,
): void {
  describe(`BrandKitStore contract: ${name}`, () => {
    let fixture: BrandKitStoreFixture;

    beforeEach(async () => {
      fixture = await makeFixture();
      await createUser(fixture.users, 'user_ann', 3);
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('keeps the kit on the user, replaces it, and is gone with the user', async () => {
      expect((await fixture.users.get('user_ann'))?.brandKit ?? null).toBeNull();
      const seen: (BrandKit | null)[] = [];
      await fixture.brandKits.update('user_ann', (current) => {
        seen.push(current);
        return KIT;
      });
      expect(seen.at(-1)).toBeNull();
      expect((await fixture.users.get('user_ann'))?.brandKit).toEqual(KIT);

      const edited = await fixture.brandKits.update('user_ann', (current) =>
        current ? { ...current, colours: ['#123456'], logoPath: null } : null,
      );
      expect(edited).toEqual({ ...KIT, colours: ['#123456'], logoPath: null });
      expect((await fixture.users.get('user_ann'))?.brandKit).toEqual(edited);

      // Erasure deletes the user record, and the kit with it.
      await fixture.users.delete('user_ann');
      expect(await fixture.users.get('user_ann')).toBeNull();
    });

    it('deletes the kit, refuses an unknown user and a kit that breaks the schema', async () => {
      await fixture.brandKits.update('user_ann', () => KIT);
      expect(await fixture.brandKits.update('user_ann', () => null)).toBeNull();
      expect((await fixture.users.get('user_ann'))?.brandKit ?? null).toBeNull();

      await expect(fixture.brandKits.update('user_nobody', () => KIT)).rejects.toThrow(NotFound);
      await expect(
        fixture.brandKits.update('user_ann', () => ({ ...KIT, font: 'comic-sans' }) as never),
      ).rejects.toThrow();
      expect((await fixture.users.get('user_ann'))?.brandKit ?? null).toBeNull();
    });
  });
}
