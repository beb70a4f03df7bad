import { suggestedStyle, type Preferences } from '@thumbforge/contract';

/** The new-thumbnail form of docs/product-rules.md section 3 as the composer holds it. */
export interface ThumbnailDraft {
  genre: string;
  mood: string;
  resolution: string;
  title: string;
  file: File | null;
  /** The other photos, up to 3: the things the video is about (a product, a second person). */
  things: File[];
  prompt: string;
  /** `off` leaves the creator's brand kit out of this one generation. */
  brandKit?: 'off';
}

/**
 * What the creator chose. A field left undefined follows the suggested style, saved or learnt (or
 * the default resolution), so a suggestion that loads or changes later still fills it; '' means
 * deliberately removed.
 */
export interface DraftChoices {
  genre?: string;
  mood?: string;
  resolution?: string;
  title: string;
  file: File | null;
  things: File[];
  prompt: string;
}

export const NO_CHOICES: DraftChoices = { title: '', file: null, things: [], prompt: '' };

export function draftFrom(
  choices: DraftChoices,
  preferences: Preferences | undefined,
  defaultResolution: string,
): ThumbnailDraft {
  const suggested = suggestedStyle(preferences)?.choices;
  return {
    genre: choices.genre ?? suggested?.genre ?? '',
    mood: choices.mood ?? suggested?.mood ?? '',
    resolution: choices.resolution ?? suggested?.resolution ?? defaultResolution,
    title: choices.title,
    file: choices.file,
    things: choices.things,
    prompt: choices.prompt,
  };
}

export type DraftField = 'file' | 'genre' | 'mood' | 'resolution' | 'title' | 'prompt';

/** What generating still needs, in the order the composer asks for it (docs/product-rules.md section 5). */
export function missingFields(draft: ThumbnailDraft): DraftField[] {
  const missing: DraftField[] = [];
  if (!draft.file) missing.push('file');
  if (!draft.genre) missing.push('genre');
  if (!draft.mood) missing.push('mood');
  if (!draft.resolution) missing.push('resolution');
  if (!draft.title.trim()) missing.push('title');
  if (!draft.prompt.trim()) missing.push('prompt');
  return missing;
}

export const isDraftComplete = (draft: ThumbnailDraft) => missingFields(draft).length === 0;

/** Everything the attach menu holds is filled in: the menu has done its job and closes. */
export const areDetailsComplete = (draft: ThumbnailDraft) =>
  missingFields(draft).every((field) => field === 'prompt');

const FIELD_NAMES: Record<DraftField, string> = {
  file: 'a photo',
  genre: 'a genre',
  mood: 'a mood',
  resolution: 'a resolution',
  title: 'a video title',
  prompt: 'a prompt',
};

/** "Add a photo, a mood and a prompt to generate." for a button that is still disabled. */
export function missingFieldsHint(missing: DraftField[]): string {
  const names = missing.map((field) => FIELD_NAMES[field]);
  const listed =
    names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Add ${listed} to generate.`;
}

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export type ChipField = Exclude<DraftField, 'prompt'>;

interface DraftChip {
  field: ChipField;
  label: string;
}

/**
 * The chips above the composer (docs/product-rules.md section 2): genre, mood, the resolution only when it is
 * not the default, the title and the photo.
 */
export function draftChips(
  draft: ThumbnailDraft,
  resolutions: readonly { value: string; label: string }[],
  defaultResolution: string,
): DraftChip[] {
  const chips: DraftChip[] = [];
  if (draft.genre) chips.push({ field: 'genre', label: capitalize(draft.genre) });
  if (draft.mood) chips.push({ field: 'mood', label: capitalize(draft.mood) });
  if (draft.resolution && draft.resolution !== defaultResolution) {
    const label = resolutions.find((r) => r.value === draft.resolution)?.label;
    chips.push({ field: 'resolution', label: label ?? draft.resolution });
  }
  if (draft.title.trim()) chips.push({ field: 'title', label: draft.title.trim() });
  if (draft.file) {
    const photos = 1 + draft.things.length;
    chips.push({
      field: 'file',
      label: photos > 1 ? `${photos} images uploaded` : 'Image uploaded',
    });
  }
  return chips;
}

/** Removing a chip: the resolution goes back to the default, anything else is emptied. */
export function withoutChip(
  choices: DraftChoices,
  field: ChipField,
  defaultResolution: string,
): DraftChoices {
  switch (field) {
    case 'file':
      return { ...choices, file: null, things: [] };
    case 'title':
      return { ...choices, title: '' };
    case 'resolution':
      return { ...choices, resolution: defaultResolution };
    default:
      return { ...choices, [field]: '' };
  }
}

/** The multipart body of `POST /thumbnail/{chatId}`, field names as docs/product-rules.md section 7 lists them. */
export function draftFormData(draft: ThumbnailDraft): FormData {
  const form = new FormData();
  form.set('prompt', draft.prompt.trim());
  form.set('genre', draft.genre);
  form.set('mood', draft.mood);
  form.set('title', draft.title.trim());
  form.set('resolution', draft.resolution);
  if (draft.brandKit) form.set('brandKit', draft.brandKit);
  // The creator's photo first: the server takes the first as theirs, the rest as the things.
  if (draft.file) form.append('file', draft.file);
  for (const thing of draft.things) form.append('file', thing);
  return form;
}
