import type { Box, Genre, Mood } from '@thumbforge/contract';
import { colourInWords } from '../../core/colour/colour-words.js';
import { DURATION_BADGE_AREA } from '../../core/thumbnails/title/index.js';

/**
 * Well under the model's input limit, and short enough that the instructions are not drowned. The
 * parts below are clipped so that together they always stay under it.
 */
export const MAX_PROMPT_CHARS = 4000;
const MAX_REQUEST_CHARS = 1200;
const MAX_HISTORY_TURNS = 6;
const MAX_TURN_CHARS = 200;
const MAX_STYLE_NOTES = 5;
const MAX_NOTE_CHARS = 100;

export interface ImagePromptInput {
  /** `generate` makes new art from the creator's photo; `edit` changes the attached base art. */
  task: 'generate' | 'edit';
  /** What the creator asked for, in their words (for an edit: only the change to the pixels). */
  request: string;
  genre: Genre | null;
  mood: Mood | null;
  /** The finished thumbnail's size in pixels. */
  size: { width: number; height: number };
  /** Earlier prompts of this chat, oldest first. */
  history: string[];
  /** The style words the creator keeps (saved, or chosen in their last chats), in order. */
  styleNotes: string[];
  /** Where the title layer will be drawn, as fractions of the thumbnail. */
  titleArea: Box;
  /** Where the subject should stand, for a new composition. */
  subjectArea?: Box;
  /** The creator's brand colours (#rrggbb) when their brand kit applies. */
  brandColours?: string[];
  /** How many reference images follow the creator's photo (the things the video is about). */
  references?: number;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** An area in words a model follows ("the left half") plus its exact span. */
export function describeArea(area: Box): string {
  const right = area.x + area.width;
  const bottom = area.y + area.height;
  const horizontal =
    area.width >= 0.8
      ? 'across the width'
      : right <= 0.7 && area.x < 0.2
        ? 'on the left'
        : area.x >= 0.3 && right > 0.8
          ? 'on the right'
          : 'in the centre';
  const vertical =
    area.height >= 0.7
      ? ''
      : bottom <= 0.45
        ? ' at the top'
        : area.y >= 0.45
          ? ' at the bottom'
          : '';
  return (
    `${horizontal}${vertical} (from ${percent(area.x)} to ${percent(right)} of the width ` +
    `and ${percent(area.y)} to ${percent(bottom)} of the height)`
  );
}

/**
 * The text sent with the image: the creator's request and choices, the chat so far and their
 * remembered style, framed by what the art must leave alone. The title is a separate layer the
 * server composites, always spelled right, so the model is told to draw no text at all and to
 * keep the title's area calm. Pure, so what the model is told can be read in a test.
 */
export function buildImagePrompt(input: ImagePromptInput): string {
  const { width, height } = input.size;
  const lines: string[] =
    input.task === 'generate'
      ? [
          'Create the background art of a YouTube thumbnail from the attached photo of the creator.',
          `The creator asks for: ${clip(input.request, MAX_REQUEST_CHARS)}`,
        ]
      : [
          'Edit the attached YouTube thumbnail art as asked, and keep everything else as it is.',
          `The change: ${clip(input.request, MAX_REQUEST_CHARS)}`,
        ];
  const earlier = input.history
    .map((turn) => clip(turn, MAX_TURN_CHARS))
    .filter(Boolean)
    .slice(-MAX_HISTORY_TURNS);
  if (earlier.length > 0) {
    lines.push(
      `Earlier requests in this chat, oldest first: ${earlier.map((turn) => `"${turn}"`).join('; ')}.`,
    );
  }
  const choices = [
    input.genre ? `Genre: ${input.genre}.` : '',
    input.mood ? `Mood: ${input.mood}.` : '',
  ].filter(Boolean);
  if (choices.length > 0) lines.push(choices.join(' '));
  const references = input.references ?? 0;
  if (references > 0) {
    lines.push(
      `${references === 1 ? 'The second attached image is a reference' : `The other ${references} attached images are references`} of what the video is about (a product, a dish, a car or a second person): show ${references === 1 ? 'it' : 'them'} as photographed beside the creator, recognisable and uncropped; in a versus or before/after, on the other side from the creator.`,
    );
  }
  lines.push(
    `The finished thumbnail is ${width}x${height} pixels, 16:9; fill the whole frame, no borders.`,
  );
  if (input.subjectArea) {
    lines.push(
      `Keep the person from the photo recognisable as the subject, placed ${describeArea(input.subjectArea)}.`,
    );
  }
  lines.push(
    `Keep the area ${describeArea(input.titleArea)} calm and uncluttered: the video title is added there afterwards.`,
    'Do not draw any text, letters, numbers, logos or watermarks anywhere in the image.',
    `Keep the bottom-right corner (right of ${percent(DURATION_BADGE_AREA.x)}, below ${percent(DURATION_BADGE_AREA.y)}) free of important detail: YouTube shows the video length there.`,
  );
  const notes = input.styleNotes
    .map((note) => clip(note, MAX_NOTE_CHARS))
    .filter(Boolean)
    .slice(-MAX_STYLE_NOTES);
  if (notes.length > 0) lines.push(`The creator's remembered style: ${notes.join('; ')}.`);
  const brand = (input.brandColours ?? []).map((hex) => `${colourInWords(hex)} (${hex})`);
  if (brand.length > 0) {
    lines.push(
      `The creator's brand colours are ${brand.join(', ')}: paint the background, lighting, glow and accents in them, so the thumbnail is recognisably theirs.`,
    );
  }
  if (notes.length > 0 || brand.length > 0) {
    lines.push(
      "Where the creator's description names a scene or a colour, it wins over the remembered style and the brand kit.",
    );
  }
  return lines.join('\n');
}
