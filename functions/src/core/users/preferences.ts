import {
  CHATS_TO_LEARN,
  DEFAULT_RESOLUTION,
  type ChatChoices,
  type PreferenceSource,
  type Preferences,
  type StyleChoices,
  type User,
} from '@thumbforge/contract';
import type { PreferenceStore } from '../ports/preference-store.port.js';
import { getOrCreateCurrentUser, type CurrentUserPorts } from './get-or-create-current-user.js';

/** The one value every chat chose, or null when they differ or any left it unset. */
function agreed<T>(values: (T | null)[]): T | null {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : null;
}

/**
 * What the last `CHATS_TO_LEARN` chats all chose: a genre, mood or (other than the default)
 * resolution set alike in each, and the style words every one of them used. Null with fewer chats, or when they share nothing.
 */
export function learntFrom(recentChats: ChatChoices[]): StyleChoices | null {
  if (recentChats.length < CHATS_TO_LEARN) return null;
  const [newest, ...older] = [...recentChats].reverse();
  if (!newest) return null;
  const inEvery = (word: string) =>
    older.every((chat) =>
      chat.styleWords.some((said) => said.toLowerCase() === word.toLowerCase()),
    );
  // The resolution the form starts at is no choice: only another one, kept to, is learnt.
  const resolution = agreed(recentChats.map((chat) => chat.resolution));
  const learnt: StyleChoices = {
    genre: agreed(recentChats.map((chat) => chat.genre)),
    mood: agreed(recentChats.map((chat) => chat.mood)),
    resolution: resolution === DEFAULT_RESOLUTION ? null : resolution,
    styleWords: newest.styleWords.filter(inEvery),
  };
  const shared =
    learnt.genre !== null ||
    learnt.mood !== null ||
    learnt.resolution !== null ||
    learnt.styleWords.length > 0;
  return shared ? learnt : null;
}

/**
 * A generation's choices recorded for its chat (a chat counts once, as its latest generation),
 * the last `CHATS_TO_LEARN` chats kept, and what they all chose learnt. Edits never come here:
 * a change to one thumbnail belongs to its chat.
 */
export function withChatChoices(preferences: Preferences, choices: ChatChoices): Preferences {
  const recentChats = [
    ...preferences.recentChats.filter((chat) => chat.chatId !== choices.chatId),
    choices,
  ].slice(-CHATS_TO_LEARN);
  return { ...preferences, recentChats, learnt: learntFrom(recentChats) };
}

/** The style the creator chose to keep ("Remember this style"), replacing any kept before. */
export function withSavedStyle(preferences: Preferences, saved: StyleChoices): Preferences {
  return { ...preferences, saved };
}

/**
 * One source forgotten. Clearing what was learnt also forgets the chats it came from, so the same
 * suggestion needs `CHATS_TO_LEARN` new chats to come back.
 */
export function withoutSource(preferences: Preferences, source: PreferenceSource): Preferences {
  return source === 'saved'
    ? { ...preferences, saved: null }
    : { ...preferences, learnt: null, recentChats: [] };
}

export interface ClearPreferencesPorts extends CurrentUserPorts {
  preferences: PreferenceStore;
}

/** Forgets the saved or the learnt style; answers the user as `/auth/me` shows it. */
export async function clearPreferences(
  userId: string,
  source: PreferenceSource,
  ports: ClearPreferencesPorts,
): Promise<User> {
  await getOrCreateCurrentUser(userId, ports);
  await ports.preferences.update(userId, (current) => withoutSource(current, source));
  return getOrCreateCurrentUser(userId, ports);
}
