import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, type Preferences } from '@thumbforge/contract';
import { NotFound } from '../../src/core/errors.js';
import type { PreferenceStore } from '../../src/core/ports/preference-store.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { createUser } from '../support/store-records.js';

interface PreferenceStoreFixture {
  preferences: PreferenceStore;
  users: UserStore;
  /** Writes a user's stored preferences as they are, past the schema (an older record). */
  writeStored(userId: string, preferences: unknown): Promise<void> | void;
  close(): Promise<void> | void;
}

const GAMING = { genre: 'gaming', mood: 'dramatic', resolution: '1920 x 1080' } as const;

const REMEMBERED: Preferences = {
  saved: { ...GAMING, styleWords: ['purple neon background'] },
  learnt: { ...GAMING, styleWords: [] },
  recentChats: ['a', 'b', 'c'].map((chatId) => ({ chatId, ...GAMING, styleWords: [] })),
};

/** The PreferenceStore port's behaviour, run against every adapter. */
export function describePreferenceStore(
  name: string,
  makeFixture: () => Promise<PreferenceStoreFixture>,
): void {
  describe(`PreferenceStore contract: ${name}`, () => {
    let fixture: PreferenceStoreFixture;

    beforeEach(async () => {
      fixture = await makeFixture();
      await createUser(fixture.users, 'user_ann', 3);
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('starts empty, applies a change to the current value and keeps it on the user', async () => {
      const seen: Preferences[] = [];
      const saved = await fixture.preferences.update('user_ann', (current) => {
        seen.push(current);
        return REMEMBERED;
      });
      expect(seen.at(-1)).toEqual(EMPTY_PREFERENCES);
      expect(saved).toEqual(REMEMBERED);
      expect((await fixture.users.get('user_ann'))?.preferences).toEqual(REMEMBERED);

      const cleared = await fixture.preferences.update('user_ann', () => EMPTY_PREFERENCES);
      expect(cleared).toEqual(EMPTY_PREFERENCES);
      expect((await fixture.users.get('user_ann'))?.preferences).toEqual(EMPTY_PREFERENCES);
    });

    it('loses no change when updates race', async () => {
      await Promise.all(
        ['a', 'b', 'c'].map((chatId) =>
          fixture.preferences.update('user_ann', (current) => ({
            ...current,
            recentChats: [...current.recentChats, { chatId, ...GAMING, styleWords: [] }],
          })),
        ),
      );
      const chats = (await fixture.users.get('user_ann'))?.preferences.recentChats ?? [];
      expect(chats.map((chat) => chat.chatId).sort()).toEqual(['a', 'b', 'c']);
    });

    it('reads a record written before issue 22 as empty: its notes came from one-off edits', async () => {
      await fixture.writeStored('user_ann', {
        genre: 'gaming',
        mood: null,
        resolution: null,
        styleNotes: ['make the title black'],
      });
      expect((await fixture.users.get('user_ann'))?.preferences).toEqual(EMPTY_PREFERENCES);
      const seen: Preferences[] = [];
      await fixture.preferences.update('user_ann', (current) => {
        seen.push(current);
        return REMEMBERED;
      });
      expect(seen.at(-1)).toEqual(EMPTY_PREFERENCES);
      expect((await fixture.users.get('user_ann'))?.preferences).toEqual(REMEMBERED);
    });

    it('refuses an unknown user and a change that breaks the schema', async () => {
      await expect(fixture.preferences.update('user_nobody', (p) => p)).rejects.toThrow(NotFound);
      await expect(
        fixture.preferences.update(
          'user_ann',
          (p) => ({ ...p, saved: { ...GAMING, genre: 'opera', styleWords: [] } }) as never,
        ),
      ).rejects.toThrow();
      expect((await fixture.users.get('user_ann'))?.preferences).toEqual(EMPTY_PREFERENCES);
    });
  });
}
