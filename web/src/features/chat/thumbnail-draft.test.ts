import {
  DEFAULT_RESOLUTION,
  EMPTY_PREFERENCES,
  RESOLUTIONS,
  type Preferences,
} from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import {
  areDetailsComplete,
  draftChips,
  draftFormData,
  draftFrom,
  isDraftComplete,
  missingFields,
  missingFieldsHint,
  NO_CHOICES,
  withoutChip,
  type DraftChoices,
} from './thumbnail-draft';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

const complete: DraftChoices = {
  genre: 'gaming',
  mood: 'exciting',
  title: 'My first speedrun',
  file: photo,
  things: [],
  prompt: 'Me shocked in front of a lava pit',
};

const cup = new File([new Uint8Array([0x89, 0x50])], 'cup.png', { type: 'image/png' });

const draft = (choices: DraftChoices) => draftFrom(choices, undefined, DEFAULT_RESOLUTION);

describe('draftFrom', () => {
  it('starts with nothing chosen but the default resolution', () => {
    expect(draft(NO_CHOICES)).toEqual({
      genre: '',
      mood: '',
      resolution: '1280 x 720',
      title: '',
      file: null,
      things: [],
      prompt: '',
    });
  });

  it('fills genre, mood and resolution from the suggested style until the creator chooses', () => {
    const preferences: Preferences = {
      ...EMPTY_PREFERENCES,
      saved: { genre: 'tech', mood: 'serious', resolution: '1920 x 1080', styleWords: [] },
    };
    expect(draftFrom(NO_CHOICES, preferences, DEFAULT_RESOLUTION)).toMatchObject({
      genre: 'tech',
      mood: 'serious',
      resolution: '1920 x 1080',
    });
    const chosen = { ...NO_CHOICES, genre: 'music', mood: '' };
    expect(draftFrom(chosen, preferences, DEFAULT_RESOLUTION)).toMatchObject({
      genre: 'music',
      mood: '',
      resolution: '1920 x 1080',
    });
    const learnt = { ...preferences, saved: null, learnt: preferences.saved };
    expect(draftFrom(NO_CHOICES, learnt, DEFAULT_RESOLUTION).genre).toBe('tech');
    expect(draftFrom(NO_CHOICES, EMPTY_PREFERENCES, DEFAULT_RESOLUTION)).toMatchObject({
      genre: '',
      resolution: DEFAULT_RESOLUTION,
    });
  });
});

describe('form completeness', () => {
  it('needs the photo, genre, mood, resolution, title and a non-blank prompt', () => {
    expect(isDraftComplete(draft(complete))).toBe(true);
    expect(missingFields(draft(NO_CHOICES))).toEqual(['file', 'genre', 'mood', 'title', 'prompt']);
    expect(missingFields(draft({ ...complete, prompt: '  \n ' }))).toEqual(['prompt']);
    expect(missingFields(draft({ ...complete, title: '   ' }))).toEqual(['title']);
    expect(missingFields(draft({ ...complete, resolution: '' }))).toEqual(['resolution']);
    expect(isDraftComplete(draft({ ...complete, file: null }))).toBe(false);
  });

  it('calls the attach menu done once everything but the prompt is there', () => {
    expect(areDetailsComplete(draft({ ...complete, prompt: '' }))).toBe(true);
    expect(areDetailsComplete(draft({ ...complete, mood: '' }))).toBe(false);
  });

  it('says what is still missing in words', () => {
    expect(missingFieldsHint(['prompt'])).toBe('Add a prompt to generate.');
    expect(missingFieldsHint(['file', 'mood', 'prompt'])).toBe(
      'Add a photo, a mood and a prompt to generate.',
    );
  });
});

describe('draftChips', () => {
  it('shows genre, mood, title and the photo, and the resolution only when not the default', () => {
    const chips = (choices: DraftChoices) =>
      draftChips(draft(choices), RESOLUTIONS, DEFAULT_RESOLUTION);
    expect(chips(NO_CHOICES)).toEqual([]);
    expect(chips(complete)).toEqual([
      { field: 'genre', label: 'Gaming' },
      { field: 'mood', label: 'Exciting' },
      { field: 'title', label: 'My first speedrun' },
      { field: 'file', label: 'Image uploaded' },
    ]);
    expect(chips({ ...complete, things: [cup] }).at(-1)).toEqual({
      field: 'file',
      label: '2 images uploaded',
    });
    expect(chips({ ...NO_CHOICES, resolution: '1920 x 1080' })).toEqual([
      { field: 'resolution', label: '1920 x 1080 (Full HD)' },
    ]);
  });

  it('removes a chip by emptying its field, or restoring the default resolution', () => {
    const hd = { ...complete, resolution: '1920 x 1080' };
    expect(withoutChip(hd, 'resolution', DEFAULT_RESOLUTION).resolution).toBe('1280 x 720');
    expect(withoutChip(hd, 'genre', DEFAULT_RESOLUTION).genre).toBe('');
    expect(withoutChip(hd, 'mood', DEFAULT_RESOLUTION).mood).toBe('');
    expect(withoutChip(hd, 'title', DEFAULT_RESOLUTION).title).toBe('');
    expect(withoutChip(hd, 'file', DEFAULT_RESOLUTION).file).toBeNull();
    expect(withoutChip({ ...hd, things: [cup] }, 'file', DEFAULT_RESOLUTION).things).toEqual([]);
    // Removed is not "unchosen": a saved preference does not refill it.
    const preferences: Preferences = {
      ...EMPTY_PREFERENCES,
      learnt: { genre: 'tech', mood: null, resolution: null, styleWords: [] },
    };
    const removed = withoutChip(complete, 'genre', DEFAULT_RESOLUTION);
    expect(draftFrom(removed, preferences, DEFAULT_RESOLUTION).genre).toBe('');
  });
});

describe('draftFormData', () => {
  it('sends the six fields docs/product-rules.md names, trimmed', () => {
    const form = draftFormData(draft({ ...complete, title: ' Speedrun ', prompt: ' Lava \n' }));
    expect([...form.keys()].sort()).toEqual(
      ['file', 'genre', 'mood', 'prompt', 'resolution', 'title'].sort(),
    );
    expect(form.get('title')).toBe('Speedrun');
    expect(form.get('prompt')).toBe('Lava');
    expect(form.get('resolution')).toBe('1280 x 720');
    expect((form.get('file') as File).name).toBe('me.jpg');
  });

  it("sends the creator's photo first, then the things, all as `file`", () => {
    const form = draftFormData(draft({ ...complete, things: [cup, photo] }));
    expect(form.getAll('file').map((file) => (file as File).name)).toEqual([
      'me.jpg',
      'cup.png',
      'me.jpg',
    ]);
  });
});
