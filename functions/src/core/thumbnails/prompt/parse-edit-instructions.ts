import { LIMITS } from '@thumbforge/contract';
import {
  COLOUR_NAMES,
  planOperations,
  type EditOperation,
  type HorizontalPlace,
  type VerticalPlace,
  type NamedColour,
  type EditPlan,
} from '../scene/index.js';
import { asksRemoval, comesBefore, mentionsTitle, wordsOf } from './clause-words.js';
import type { PaintWish } from '../../ports/image-model.port.js';
import { liftQuotes } from './lift-quotes.js';
import {
  joinPhrases,
  sceneOperations,
  typedEmoji,
  undrawableIn,
  type ReadingOptions,
} from './scene-vocabulary.js';
import { peopleKeptIn } from './asked-targets.js';
import { declinedAsks } from './declined-asks.js';
import { joinSideColours } from './side-colours.js';

export interface ParsedEditInstructions extends EditPlan {
  /** The parts of the prompt no rule understood, as the user wrote them. */
  notUnderstood: string[];
  /**
   * Things the prompt names that no drawing rule covers, as the user wrote them ("a dragon"): a
   * model that only draws says it could not add them; one that paints anything is asked to.
   */
  notDrawable: string[];
  /**
   * The clauses not understood that ask for such things and not about the title, so an image
   * model may be asked to paint them (each clause is also in `notUnderstood`).
   */
  wishes: PaintWish[];
  /** What the prompt asks that the picture will not show, each with its reason (`declinedAsks`). */
  declined: string[];
}

const PLACEHOLDERS = /\uE000(\d+)\uE000/g;
const PLACEHOLDER = /\uE000(\d+)\uE000/;
/** A placeholder with the spaces added around it, to put the user's words back as written. */
const PADDED_PLACEHOLDERS = / ?\uE000(\d+)\uE000 ?/g;
/** Between clauses; the spaces around a separator stay with the clauses, which are trimmed. */
const CLAUSE_SEPARATOR = /[,;.!?\n]+|\band then\b|\bthen\b|\band\b|\balso\b|\bplus\b|&/i;

const FILLER = new Set(
  (
    'please pls thanks thank you can could would will make it its the a an bit little slightly ' +
    'much more also ok okay now just image thumbnail picture photo lol hey hi i want like to look ' +
    'some way too so very really me for this that'
  ).split(' '),
);
/** "everyone in the photo", "all four of us": a thumbnail keeps everyone unless told otherwise. */
const EVERYONE = new Set(
  'everyone everybody all both whole group people us of in two three four five six'.split(' '),
);

const TITLE_KINDS: ReadonlySet<EditOperation['kind']> = new Set([
  'text-size',
  'move-text',
  'text-colour',
  'text-content',
]);

const COLOURS: ReadonlySet<string> = new Set(COLOUR_NAMES);
const LOWERING_CONTRAST = ['less', 'lower', 'reduce', 'decrease', 'softer', 'soften'];

function colourIn(clause: string): NamedColour | undefined {
  return wordsOf(clause).find((word): word is NamedColour => COLOURS.has(word));
}

function placeIn(clause: string): { horizontal?: HorizontalPlace; vertical?: VerticalPlace } {
  const place: { horizontal?: HorizontalPlace; vertical?: VerticalPlace } = {};
  if (/\b(top|up|upper|above)\b/.test(clause)) place.vertical = 'top';
  else if (/\b(bottom|down|lower|below)\b/.test(clause)) place.vertical = 'bottom';
  if (/\bleft\b/.test(clause)) place.horizontal = 'left';
  else if (/\bright\b/.test(clause)) place.horizontal = 'right';
  else if (/\b(centre|center|centered|centred|middle)\b/.test(clause)) {
    if (place.vertical === undefined) place.vertical = 'middle';
    place.horizontal = 'center';
  }
  return place;
}

const KEPT_CLEAR = new Set(['face', 'faces', 'corner', 'badge']);

/**
 * "Move the title off her face", "away from the badge", "out of", "clear of": word lookups, since
 * a pattern like `/\boff\b.*\bface\b/` retries the `.*` from every "off" of a long clause.
 */
function asksOffFaces(clause: string): boolean {
  const words = wordsOf(clause);
  const at = words.findIndex(
    (word, index) =>
      word === 'off' ||
      (word === 'from' && words[index - 1] === 'away') ||
      (word === 'of' && (words[index - 1] === 'out' || words[index - 1] === 'clear')),
  );
  return at !== -1 && words.slice(at + 1).some((word) => KEPT_CLEAR.has(word));
}

/** Rules for the title layer; they apply only when the clause is about the title. */
function titleOperations(clause: string, quoted: string[]): EditOperation[] | 'invalid-text' {
  const found: EditOperation[] = [];
  const quote = PLACEHOLDER.exec(clause);
  if (quote) {
    const text = (quoted[Number(quote[1])] ?? '').trim().replace(/\s+/g, ' ');
    if (text.length === 0 || text.length > LIMITS.videoTitleMaxChars) return 'invalid-text';
    found.push({ kind: 'text-content', text });
  }
  const withoutQuote = clause.replace(PLACEHOLDERS, ' ');
  if (/\b(bigger|larger|big|huge|enlarge|increase|grow|biggest)\b/.test(withoutQuote)) {
    found.push({ kind: 'text-size', direction: 'up' });
  } else if (/\b(smaller|small|tiny|shrink|reduce|decrease)\b/.test(withoutQuote)) {
    found.push({ kind: 'text-size', direction: 'down' });
  }
  const place = placeIn(withoutQuote);
  if (place.horizontal !== undefined || place.vertical !== undefined) {
    found.push({ kind: 'move-text', ...place });
  } else if (asksOffFaces(withoutQuote)) {
    // The feed check's fix: no place named, so the title goes to the roomiest place clear of faces.
    found.push({ kind: 'move-text' });
  }
  const colour = colourIn(withoutQuote);
  if (colour) found.push({ kind: 'text-colour', colour });
  return found;
}

function borderOperations(clause: string): EditOperation[] {
  if (!/\b(border|frame)\b/.test(clause)) return [];
  if (asksRemoval(wordsOf(clause))) {
    return [{ kind: 'remove-border' }];
  }
  return [{ kind: 'border', colour: colourIn(clause) ?? 'white' }];
}

/** Rules for the base art; they apply only when the clause is not about the title. */
function artOperations(clause: string): EditOperation[] {
  const found: EditOperation[] = [];
  if (
    /\b(brighter|brighten|lighter|lighten|more light|less dark|too dark)\b|brightness up|(increase|raise|boost) (the )?brightness/.test(
      clause,
    )
  ) {
    found.push({ kind: 'brightness', direction: 'up' });
  } else if (
    /\b(darker|darken|dimmer|dim|less bright|too bright|moodier)\b|brightness down|(decrease|reduce|lower) (the )?brightness/.test(
      clause,
    )
  ) {
    found.push({ kind: 'brightness', direction: 'down' });
  }
  const words = wordsOf(clause);
  if (
    comesBefore(words, LOWERING_CONTRAST, ['contrast']) ||
    comesBefore(words, ['contrast'], ['down'])
  ) {
    found.push({ kind: 'contrast', direction: 'down' });
  } else if (/\bcontrast\b|\bpunchier\b|\bcontrasty\b/.test(clause)) {
    found.push({ kind: 'contrast', direction: 'up' });
  }
  if (
    /\bmonochrome\b|\b(gr[ae]y ?scale)\b|\bb ?& ?w\b|\bno colou?rs?\b|\bcolou?rless\b/.test(clause)
  ) {
    found.push({ kind: 'black-and-white' });
  } else if (
    /\b(less colou?rs?|less colou?rful|desaturated?|muted?|less saturated|less vibrant|washed out|faded)\b/.test(
      clause,
    )
  ) {
    found.push({ kind: 'saturation', direction: 'down' });
  } else if (
    /\b(more colou?rs?|more colou?rful|colou?rful|vibrant|vivid|saturated?|more saturation|boost (the )?colou?rs?|richer colou?rs?)\b/.test(
      clause,
    )
  ) {
    found.push({ kind: 'saturation', direction: 'up' });
  }
  if (/\b(warmer|warm|warmth)\b/.test(clause)) {
    found.push({ kind: 'temperature', direction: 'warmer' });
  } else if (/\b(cooler|colder|cold|cool (tones?|colou?rs?|look|it down))\b/.test(clause)) {
    found.push({ kind: 'temperature', direction: 'cooler' });
  }
  if (
    /\bzoom(ed)? ?out\b|\bwider\b|\bfurther (away|out)\b|\bshow more\b|\bpull back\b/.test(
      clause,
    ) ||
    // "show the whole outfit": the figure framed whole, not the face.
    /\b(whole|full|entire) (outfit|body|figure|look)\b|\bfull[- ]length\b|\bhead to (toe|feet)\b/.test(
      clause,
    )
  ) {
    found.push({ kind: 'zoom', direction: 'out' });
  } else if (
    /\bzoom(ed)?( ?in)?\b|\bcloser\b|\bcrop (it )?(in|tighter)\b|\btighter\b/.test(clause)
  ) {
    found.push({ kind: 'zoom', direction: 'in' });
  }
  if (
    (words.some((word) => word.startsWith('blur')) && words.includes('background')) ||
    /\bbokeh\b|\bdepth of field\b/.test(clause)
  ) {
    found.push({ kind: 'blur-background' });
  }
  return found;
}

/** Grades a clause asks for beside a scene change: the whole picture's light and colour. */
const GRADES: ReadonlySet<EditOperation['kind']> = new Set([
  'brightness',
  'contrast',
  'saturation',
  'black-and-white',
  'temperature',
]);

function gradesIn(clause: string): EditOperation[] {
  return artOperations(clause).filter((operation) => GRADES.has(operation.kind));
}

function isFiller(clause: string): boolean {
  // "😱" alone asks for that emoji; "just me" keeps one person.
  if (typedEmoji(clause).length > 0 || peopleKeptIn(wordsOf(clause))) return false;
  return clause
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .every((word) => word === '' || FILLER.has(word) || EVERYONE.has(word));
}

/** The quoted texts a clause holds, found by their placeholders in one pass over the clause. */
function quotesIn(clause: string, quoted: readonly string[]): string[] {
  return [...clause.matchAll(PLACEHOLDERS)].map((match) => quoted[Number(match[1])] ?? '');
}

/**
 * Reads a plain-language edit prompt ("make it brighter and change the text to "GAME OVER"") into
 * a plan of typed operations, in the order asked, each kind once (see `planOperations`). Whatever
 * no rule understands is returned as written, once, so the reply can say so instead of failing
 * silently. Every step is linear in the prompt's length.
 */
export function parseEditInstructions(
  prompt: string,
  options: ReadingOptions = {},
): ParsedEditInstructions {
  // Quoted text is lifted out before splitting, so "and" or a comma inside a new title is kept.
  const { text: lifted, quoted } = liftQuotes(prompt, (index) => ` \uE000${index}\uE000 `);
  const protectedPhrases = joinPhrases(
    joinSideColours(lifted)
      .replace(/\bblack\s*(and|&|n)\s*white\b/gi, 'monochrome')
      .replace(/\bb\s*&\s*w\b/gi, 'monochrome'),
  );

  const asked: { operation: EditOperation; said: string; standIn: boolean }[] = [];
  const notUnderstood = new Set<string>();
  const notDrawable = new Set<string>();
  const wishes = new Map<string, PaintWish>();
  const declined = new Set<string>();
  let aboutTitle = false;
  for (const raw of protectedPhrases.split(CLAUSE_SEPARATOR)) {
    const clause = raw.trim().toLowerCase();
    const hasQuote = PLACEHOLDER.test(clause);
    if (clause === '' || (isFiller(clause) && !hasQuote)) continue;
    const restored = raw
      .trim()
      .replace(PADDED_PLACEHOLDERS, (_m, index: string) => `"${quoted[Number(index)] ?? ''}"`);

    const border = borderOperations(clause);
    const namesTitle =
      mentionsTitle(wordsOf(clause)) || /\b(say|says|read|reads|write|rename)\b/.test(clause);
    const mentionsArt = /\b(background|image|photo|picture|thumbnail)\b/.test(clause);
    // "make the title red and bigger": a clause naming nothing else goes on talking about the title.
    const aboutTitleNow =
      border.length === 0 && (namesTitle || hasQuote || (aboutTitle && !mentionsArt));

    const scene = sceneOperations(clause, quotesIn(clause, quoted), options);
    const declinedHere = declinedAsks(wordsOf(clause), restored, scene, options.loneThing);
    for (const sentence of declinedHere) declined.add(sentence);
    const undrawable = undrawableIn(restored);
    for (const thing of undrawable) notDrawable.add(thing);

    let found: EditOperation[];
    if (scene.length > 0 || border.length > 0) {
      // "warm cosy background with sparkles", "black and white with a red border": the grade too.
      found = [...(scene.length > 0 ? scene : border), ...gradesIn(clause)];
    } else if (aboutTitleNow) {
      const title = titleOperations(clause, quoted);
      found = title === 'invalid-text' ? [] : title;
      if (found.length === 0 && !namesTitle) found = artOperations(clause);
    } else {
      found = artOperations(clause);
    }
    aboutTitle = found.some((operation) => TITLE_KINDS.has(operation.kind)) || namesTitle;
    // A clause answered with a reason is answered, unless it also names things to paint.
    if (found.length === 0 && (declinedHere.length === 0 || undrawable.length > 0)) {
      notUnderstood.add(restored);
    }
    // The title is a layer no painter may draw: a clause about it stays with the creator.
    if (found.length === 0 && undrawable.length > 0 && !mentionsTitle(wordsOf(clause))) {
      wishes.set(restored, { said: restored, things: undrawable });
    }
    for (const operation of found) {
      // "Me looking shocked": the bigger face is the nearest to an expression, not a face asked.
      const standIn = declinedHere.length > 0 && operation.kind === 'face-zoom';
      asked.push({ operation, said: restored, standIn });
    }
  }
  // Asked for as well ("me looking shocked, big face"), the bigger face is not asked twice.
  const zoomAsked = asked.some(
    ({ operation, standIn }) => !standIn && operation.kind === 'face-zoom',
  );
  return {
    ...planOperations(zoomAsked ? asked.filter(({ standIn }) => !standIn) : asked),
    notUnderstood: [...notUnderstood],
    notDrawable: [...notDrawable],
    wishes: [...wishes.values()],
    declined: [...declined],
  };
}
