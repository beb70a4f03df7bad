import {
  EMPTY_PREFERENCES,
  type Preferences,
  type ThumbnailForm,
  type User,
} from '@thumbforge/contract';
import type { PreferenceStore } from '../ports/preference-store.port.js';
import { getOrCreateCurrentUser, type CurrentUserPorts } from './get-or-create-current-user.js';
import { trimLooseEnds } from './trim-loose-ends.js';

export const STYLE_NOTES_KEPT = 5;
export const STYLE_NOTE_MAX_CHARS = 80;

/** Quoted text is a new title, not a style: remembering it would retitle every later thumbnail. */
const QUOTED = /["“”„«»]|(?:^|\s)'[^']*'/;
/** A run of commas and semicolons, once spaces are single: ", ; ," becomes ",". */
const PUNCTUATION_RUN = / ?([,;])(?: ?[,;])+/g;

/** The last genre, mood and resolution a generation used. */
export function withLastChoices(
  preferences: Preferences,
  form: Pick<ThumbnailForm, 'genre' | 'mood' | 'resolution'>,
): Preferences {
  return { ...preferences, genre: form.genre, mood: form.mood, resolution: form.resolution };
}

/**
 * A short style note from an edit prompt: what was asked, without the parts the model could not
 * act on, cut at a word to 80 characters. Null when nothing in it was applied, or it sets a title.
 */
export function styleNoteFrom(
  prompt: string,
  edit: { applied: string[]; notUnderstood: string[] },
): string | null {
  if (edit.applied.length === 0 || QUOTED.test(prompt)) return null;
  let note = prompt;
  for (const part of edit.notUnderstood) note = note.split(part).join(' ');
  note = trimLooseEnds(note.replace(/\s+/g, ' ').replace(PUNCTUATION_RUN, '$1'));
  if (note.length > STYLE_NOTE_MAX_CHARS) {
    const cut = note.slice(0, STYLE_NOTE_MAX_CHARS + 1);
    const lastSpace = cut.lastIndexOf(' ');
    note = trimLooseEnds(
      lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, STYLE_NOTE_MAX_CHARS),
    );
  }
  return note.length > 0 ? note : null;
}

/** The note appended as the newest, a repeat (in any case) moved to the end, the last 5 kept. */
export function withStyleNote(preferences: Preferences, note: string): Preferences {
  const same = note.toLowerCase();
  const others = preferences.styleNotes.filter((kept) => kept.toLowerCase() !== same);
  return { ...preferences, styleNotes: [...others, note].slice(-STYLE_NOTES_KEPT) };
}

export interface ClearPreferencesPorts extends CurrentUserPorts {
  preferences: PreferenceStore;
}

/** Forgets what the AI remembered about the user; answers the user as `/auth/me` shows it. */
export async function clearPreferences(
  userId: string,
  ports: ClearPreferencesPorts,
): Promise<User> {
  await getOrCreateCurrentUser(userId, ports);
  await ports.preferences.update(userId, () => EMPTY_PREFERENCES);
  return getOrCreateCurrentUser(userId, ports);
}
