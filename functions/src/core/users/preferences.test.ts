import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import {
  STYLE_NOTE_MAX_CHARS,
  styleNoteFrom,
  withLastChoices,
  withStyleNote,
} from './preferences.js';

const applied = { applied: ['made it brighter'], notUnderstood: [] };

describe('styleNoteFrom', () => {
  it('keeps what was asked, without the parts not understood', () => {
    expect(styleNoteFrom('  make it   brighter ', applied)).toBe('make it brighter');
    expect(
      styleNoteFrom('make it darker, add a dragon and a red border', {
        applied: ['made it darker', 'added a red border'],
        notUnderstood: ['add a dragon'],
      }),
    ).toBe('make it darker, and a red border');
    expect(
      styleNoteFrom('add a dragon and make it warmer', {
        applied: ['made it warmer'],
        notUnderstood: ['add a dragon'],
      }),
    ).toBe('make it warmer');
  });

  it('remembers nothing from titles or from edits where nothing was applied', () => {
    expect(styleNoteFrom('change the title to "GAME OVER" and brighter', applied)).toBeNull();
    expect(styleNoteFrom("title should say 'Day One'", applied)).toBeNull();
    expect(
      styleNoteFrom('add a dragon', { applied: [], notUnderstood: ['add a dragon'] }),
    ).toBeNull();
  });

  it('cuts a long prompt at a word, to 80 characters', () => {
    const note = styleNoteFrom(`make it brighter ${'and much more vivid '.repeat(10)}`, applied);
    expect(note?.length).toBeLessThanOrEqual(STYLE_NOTE_MAX_CHARS);
    expect(note).toMatch(/^make it brighter and much more vivid/);
    expect(note).not.toMatch(/\s(and)?$/);
  });
});

describe('withStyleNote', () => {
  it('keeps the last 5, newest last, a repeat moved to the end', () => {
    let preferences = EMPTY_PREFERENCES;
    for (const note of ['a', 'b', 'c', 'd', 'e', 'f']) {
      preferences = withStyleNote(preferences, note);
    }
    expect(preferences.styleNotes).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(withStyleNote(preferences, 'C').styleNotes).toEqual(['b', 'd', 'e', 'f', 'C']);
  });
});

describe('withLastChoices', () => {
  it('sets genre, mood and resolution and keeps the notes', () => {
    const before = { ...EMPTY_PREFERENCES, styleNotes: ['warmer'] };
    expect(
      withLastChoices(before, { genre: 'travel', mood: 'fun', resolution: '1920 x 1080' }),
    ).toEqual({ genre: 'travel', mood: 'fun', resolution: '1920 x 1080', styleNotes: ['warmer'] });
  });
});
