import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESOLUTION,
  EMPTY_PREFERENCES,
  preferencesSchema,
  suggestedStyle,
  type ChatChoices,
  type StyleChoices,
} from '@thumbforge/contract';
import { learntFrom, withChatChoices, withSavedStyle, withoutSource } from './preferences.js';

function chat(chatId: string, choices: Partial<StyleChoices> = {}): ChatChoices {
  return {
    chatId,
    genre: 'gaming',
    mood: 'exciting',
    resolution: '1920 x 1080',
    styleWords: [],
    ...choices,
  };
}

const SAVED: StyleChoices = {
  genre: 'cooking',
  mood: 'happy',
  resolution: '1920 x 1080',
  styleWords: ['warmer'],
};

describe('learntFrom', () => {
  it('learns only what the last 3 chats all chose', () => {
    expect(learntFrom([chat('a'), chat('b')])).toBeNull();
    expect(
      learntFrom([
        chat('a', { styleWords: ['purple neon background', 'warmer'] }),
        chat('b', { mood: 'fun', styleWords: ['Warmer', 'red outline'] }),
        chat('c', { styleWords: ['warmer', 'purple neon background'] }),
      ]),
    ).toEqual({ genre: 'gaming', mood: null, resolution: '1920 x 1080', styleWords: ['warmer'] });
  });

  it('learns no resolution from the default the form starts at', () => {
    const atDefault = { resolution: DEFAULT_RESOLUTION, styleWords: ['warmer'] };
    expect(
      learntFrom([chat('a', atDefault), chat('b', atDefault), chat('c', atDefault)])?.resolution,
    ).toBeNull();
  });

  it('is null when the chats share nothing', () => {
    expect(
      learntFrom([
        chat('a'),
        chat('b', { genre: 'tech', mood: 'fun', resolution: null }),
        chat('c', { genre: null, mood: null, resolution: '1920 x 1080' }),
      ]),
    ).toBeNull();
  });
});

describe('withChatChoices', () => {
  it('counts a chat once, keeps the last 3 and learns from them', () => {
    let preferences = withChatChoices(EMPTY_PREFERENCES, chat('a'));
    preferences = withChatChoices(preferences, chat('b'));
    preferences = withChatChoices(preferences, chat('b', { genre: 'tech' }));
    expect(preferences.learnt).toBeNull();
    expect(preferences.recentChats.map((entry) => entry.chatId)).toEqual(['a', 'b']);

    preferences = withChatChoices(preferences, chat('c', { genre: 'tech' }));
    expect(preferences.learnt).toMatchObject({ genre: null, mood: 'exciting' });
    preferences = withChatChoices(preferences, chat('d', { genre: 'tech' }));
    expect(preferences.recentChats.map((entry) => entry.chatId)).toEqual(['b', 'c', 'd']);
    expect(preferences.learnt).toMatchObject({ genre: 'tech', mood: 'exciting' });
  });

  it('leaves the saved style as it is', () => {
    const before = { ...EMPTY_PREFERENCES, saved: SAVED };
    expect(withChatChoices(before, chat('a')).saved).toBe(SAVED);
  });
});

describe('saved and learnt styles', () => {
  const learnt = [chat('a'), chat('b'), chat('c')].reduce(withChatChoices, EMPTY_PREFERENCES);

  it('suggests the saved style before the learnt one', () => {
    expect(suggestedStyle(EMPTY_PREFERENCES)).toBeNull();
    expect(suggestedStyle(learnt)).toEqual({ source: 'learnt', choices: learnt.learnt });
    expect(suggestedStyle(withSavedStyle(learnt, SAVED))).toEqual({
      source: 'saved',
      choices: SAVED,
    });
  });

  it('clears one source; clearing what was learnt forgets the chats it came from', () => {
    const both = withSavedStyle(learnt, SAVED);
    expect(withoutSource(both, 'saved')).toEqual({ ...learnt, saved: null });
    const forgotten = withoutSource(both, 'learnt');
    expect(forgotten).toEqual({ saved: SAVED, learnt: null, recentChats: [] });
    expect(withChatChoices(forgotten, chat('d')).learnt).toBeNull();
  });
});

describe('preferencesSchema', () => {
  it('reads a record of the old shape, notes from one-off edits and all, as empty', () => {
    expect(
      preferencesSchema.parse({
        genre: 'gaming',
        mood: 'fun',
        resolution: '1280 x 720',
        styleNotes: ['make the title black', 'add a red arrow pointing at her face'],
      }),
    ).toEqual(EMPTY_PREFERENCES);
    expect(() =>
      preferencesSchema.parse({ ...EMPTY_PREFERENCES, saved: { genre: 'opera' } }),
    ).toThrow();
  });
});
