import {
  COLOUR_NAMES,
  type SceneOperation,
  type NamedColour,
  type BackgroundKind,
  type Callout,
  type CalloutKind,
  type Sticker,
} from '../scene/index.js';
import { asksRemoval, hasPair, mentionsTitle, wordsOf } from './clause-words.js';
import {
  askedPerson,
  askedTarget,
  FACE_WORDS,
  peopleKeptIn,
  SUBJECT_WORDS,
} from './asked-targets.js';
import { keepsPhotoScene, paintedSceneIn, sceneWordMarks } from './scene-words.js';

/*
 * The words creators use for what a thumbnail shows, read with plain string code (every step is
 * linear in the prompt's length): backgrounds, callouts, the cut-out's outline and glow, the
 * face made big, sides and splits. What names a thing no renderer here can draw is handed back
 * in the creator's own words.
 */

const COLOURS: ReadonlySet<string> = new Set(COLOUR_NAMES);

function hasAny(words: readonly string[], set: ReadonlySet<string>): boolean {
  return words.some((word) => set.has(word));
}

const set = (list: string) => new Set(list.split(' '));

const BACKGROUND_WORDS = set('background backgrounds backdrop bg behind');
const BACKGROUND_KINDS: [BackgroundKind, ReadonlySet<string>][] = [
  ['neon', set('neon synthwave cyberpunk vaporwave retrowave')],
  ['rays', set('rays sunburst beams burst')],
  ['halftone', set('halftone comic dots dotted')],
  ['split', set('split two-tone')],
  ['gradient', set('gradient ombre')],
  ['blurred', set('blurred blurry')],
  ['dark', set('dark darker night moody')],
  ['white', set('white clean minimal plain')],
];
/** A background asked for by its lightness ("bright background"): a light, sunny wash. */
const BRIGHT = set('bright light lighter sunny pastel airy');
const BRIGHT_COLOURS: NamedColour[] = ['yellow', 'white'];
/** Words strong enough to mean a background without the word "background" ("neon", "ombre"). */
const SELF_EVIDENT = set(
  'neon synthwave cyberpunk vaporwave retrowave rays sunburst halftone gradient ombre',
);

const CALLOUT_WORDS: [CalloutKind, ReadonlySet<string>][] = [
  ['arrow', set('arrow arrows')],
  ['circle', set('circle circles circled ring')],
  ['badge', set('badge badges exclamation question')],
];
/** Words that ask for a sticker of some kind ("a fire emoji", "a money icon"). */
const STICKER_WORDS = set('sticker stickers emoji emojis icon icons');
/** Stickers named on their own, without "sticker" or "emoji". */
const SELF_EVIDENT_STICKERS: [Sticker, ReadonlySet<string>][] = [
  ['heart', set('heart hearts')],
  ['lightning', set('lightning bolt')],
  ['sparkles', set('sparkle sparkles sparkly glitter glittery twinkle twinkles')],
  ['tick', set('tick ticks checkmark checkmarks')],
  ['cross', set('cross crosses')],
  ['money', set('dollar dollars')],
];
const STARS = set('star stars');
/** Stickers whose word means something else alone ("fire background", "make money"). */
const NAMED_WITH_STICKER_WORDS: [Sticker, ReadonlySet<string>][] = [
  ['fire', set('fire flame flames')],
  ['money', set('money cash')],
  ['star', set('star stars')],
];

/** Lines that rush at the subject, as creators name them. */
const SPEED_LINES = [
  ['speed', 'lines'],
  ['motion', 'lines'],
  ['action', 'lines'],
  ['zoom', 'lines'],
] as const;

/** Words that ask for a reaction emoji ("a shocked emoji"). */
const REACTION_WORDS = set('emoji emojis reaction reactions');
/** The reactions creators name in words, and the emoji each one is. */
const REACTIONS: [emoji: string, names: ReadonlySet<string>][] = [
  ['😍', set('love loving hearteyes')],
  ['😱', set('shocked shock scream screaming omg scared')],
  ['😂', set('laughing laugh lol funny')],
  ['🤯', set('mindblown blown exploding')],
  ['💀', set('skull dead dying')],
  ['😭', set('crying cry sad sobbing')],
  ['😡', set('angry mad rage furious')],
  ['🤔', set('thinking think confused')],
  ['🥳', set('party celebrate celebrating celebration')],
  ['😎', set('cool sunglasses')],
  ['👀', set('eyes looking')],
  ['💯', set('100 hundred')],
  ['🚀', set('rocket')],
];

interface StickerAsked {
  sticker: Sticker;
  emoji?: string;
  /** Asked in the plural: "hearts", "fire emojis". */
  many?: true;
}

/**
 * Sticker words in the plural. "Sparkles" and "speed lines" are one sticker of many strokes,
 * and "stars" alone asks nothing ("rising stars"), so neither is here.
 */
const PLURAL_STICKERS = set('hearts ticks checkmarks crosses dollars flames bolts stickers emojis');

/** The sticker asked, a few of it when named in the plural. */
function inNumber(words: readonly string[], asked: StickerAsked | null): StickerAsked | null {
  if (!asked || asked.sticker === 'sparkles' || asked.sticker === 'speed-lines') return asked;
  return hasAny(words, PLURAL_STICKERS) || (asked.sticker === 'star' && words.includes('stars'))
    ? { ...asked, many: true }
    : asked;
}

function reactionIn(words: readonly string[]): StickerAsked | null {
  if (!hasAny(words, REACTION_WORDS)) return null;
  if (hasPair(words, 'heart', 'eyes')) return { sticker: 'emoji', emoji: '😍' };
  if (hasPair(words, 'thumbs', 'up')) return { sticker: 'emoji', emoji: '👍' };
  if (hasPair(words, 'thumbs', 'down')) return { sticker: 'emoji', emoji: '👎' };
  const named = REACTIONS.find(([, names]) => hasAny(words, names));
  return named ? { sticker: 'emoji', emoji: named[0] } : null;
}

/** The sticker a clause asks for in words, or null: "sparkles", "a red cross", "a shocked emoji". */
function stickerIn(words: readonly string[], typed: boolean): StickerAsked | null {
  if (SPEED_LINES.some(([first, second]) => hasPair(words, first, second))) {
    return { sticker: 'speed-lines' };
  }
  if (words.includes('speedlines')) return { sticker: 'speed-lines' };
  const reaction = reactionIn(words);
  if (reaction) return reaction;
  const evident = SELF_EVIDENT_STICKERS.find(([, names]) => hasAny(words, names));
  if (evident) return { sticker: evident[0] };
  // "add a star": a sticker; "a rising star" is not.
  if (hasAny(words, ASKS_TO_ADD) && hasAny(words, STARS)) return { sticker: 'star' };
  if (hasPair(words, 'check', 'mark')) return { sticker: 'tick' };
  if (hasPair(words, 'x', 'mark')) return { sticker: 'cross' };
  if (!hasAny(words, STICKER_WORDS)) return null;
  const named = NAMED_WITH_STICKER_WORDS.find(([, names]) => hasAny(words, names));
  // "a 💀 emoji": the word names the emoji typed, not another sticker.
  if (!named && typed) return null;
  return { sticker: named?.[0] ?? 'star' };
}

/** A grapheme drawn as an emoji: pictographs shown in colour, not text symbols such as "™". */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;
/** What continues the grapheme before it: marks, variation selectors, skin tones, flag tags. */
const EXTENDS = /\p{M}|\u200D|\uFE0E|\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}]/u;
const REGIONAL_INDICATOR = /\p{Regional_Indicator}/u;
const ZERO_WIDTH_JOINER = '\u200D';
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The clause in pieces of about one grapheme each: cut at white space and before every character
 * that does not continue the one before it (a mark, a joiner and what it joins, a skin tone, the
 * second of a flag's two indicators). V8's grapheme segmenter slows down by the square of a
 * string's length, so it is only ever given these pieces; one pass over the clause.
 */
export function emojiPieces(clause: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  let previous = '';
  let indicators = 0;
  for (const char of clause) {
    const indicator = REGIONAL_INDICATOR.test(char);
    const continues =
      EXTENDS.test(char) || previous === ZERO_WIDTH_JOINER || (indicator && indicators % 2 === 1);
    indicators = indicator ? indicators + 1 : 0;
    if (char.trim() === '' || !continues) {
      if (piece) pieces.push(piece);
      piece = '';
    }
    if (char.trim() !== '') piece += char;
    previous = char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The emoji typed in a clause ("add 😱"), each once, in order. */
export function typedEmoji(clause: string): string[] {
  const found = new Set<string>();
  for (const piece of emojiPieces(clause)) {
    if (!EMOJI.test(piece)) continue;
    for (const { segment } of graphemes.segment(piece)) {
      if (EMOJI.test(segment)) found.add(segment);
    }
  }
  return [...found];
}

const EMOTIONS = set(
  'shocked shock surprised surprise excited excitement amazed astonished screaming scream omg stunned',
);
const CLOSE_UP = set('closeup close-up');
const SWAP = set('swap flip mirror switch');
const SPLIT_VERSUS = set('versus vs comparison compare compared');

function colourWords(words: readonly string[]): NamedColour[] {
  return words.filter((word): word is NamedColour => COLOURS.has(word));
}

/** Colours a background asked by its warmth alone takes ("warm light rays"). */
const TONE_COLOURS: [NamedColour[], ReadonlySet<string>][] = [
  [['yellow', 'gold'], set('warm warmer golden cozy cosy amber')],
  [['cyan', 'blue'], set('cool cold icy frosty')],
];

function backgroundIn(words: string[], editing: boolean): SceneOperation | null {
  const mentionsBackground = hasAny(words, BACKGROUND_WORDS);
  const named = colourWords(words);
  const tone = TONE_COLOURS.find(([, tones]) => hasAny(words, tones))?.[0] ?? [];
  const colours = named.length > 0 ? named : tone;
  // "keep the mountains behind me": the photo's own scene, not mountains painted over it.
  if (keepsPhotoScene(words, editing)) {
    return { kind: 'background', background: { kind: 'photo', colours: [] } };
  }
  const forSticker = hasAny(words, STICKER_WORDS) || hasAny(words, REACTION_WORDS);
  const painted = paintedSceneIn(words, mentionsBackground, forSticker);
  // A place painted keeps its own colours ("a beach at sunset"); a tone tints only a pattern.
  if (painted) return { kind: 'background', background: { kind: painted, colours: named } };
  for (const [kind, vocabulary] of BACKGROUND_KINDS) {
    if (!hasAny(words, vocabulary)) continue;
    if (
      !mentionsBackground &&
      !words.some((word) => vocabulary.has(word) && SELF_EVIDENT.has(word))
    ) {
      continue;
    }
    // "dark" and "white" are also colours of a gradient: "dark blue background" is blue.
    if (
      (kind === 'dark' || kind === 'white') &&
      colours.some((c) => c !== 'white' && c !== 'black')
    ) {
      return { kind: 'background', background: { kind: 'gradient', colours } };
    }
    return { kind: 'background', background: { kind, colours } };
  }
  if (mentionsBackground && hasAny(words, BRIGHT)) {
    const bright = colours.length > 0 ? colours : BRIGHT_COLOURS;
    return { kind: 'background', background: { kind: 'gradient', colours: bright } };
  }
  if (mentionsBackground && colours.length > 0) {
    const [only] = colours;
    if (colours.length === 1 && only === 'black') {
      return { kind: 'background', background: { kind: 'dark', colours: [] } };
    }
    if (colours.length === 1 && only === 'white') {
      return { kind: 'background', background: { kind: 'white', colours: [] } };
    }
    return { kind: 'background', background: { kind: 'gradient', colours } };
  }
  return null;
}

/** "a VS badge" is the versus mark; "!" or "an exclamation mark" with it is a badge still. */
function namesVersusBadge(words: readonly string[], quoted: readonly string[]): boolean {
  return (
    hasAny(words, SPLIT_VERSUS) &&
    !quoted.some(isBadgeSymbol) &&
    !words.includes('exclamation') &&
    !words.includes('question')
  );
}

/**
 * What a clause's callouts point at: the face or the subject, the renderer's own choice when
 * it names neither; null when it names a thing the renderer cannot find ("the plate").
 */
function calloutTarget(words: readonly string[], loneThing = false): 'face' | 'subject' | null {
  const asked = askedTarget(words);
  if (asked === null) return hasAny(words, FACE_WORDS) ? 'face' : 'subject';
  if (typeof asked === 'string') return asked;
  return loneThing ? 'subject' : null;
}

/** Arrows and circles go only where asked; a sticker by a thing not found goes by the face. */
const AIMED: ReadonlySet<CalloutKind> = new Set(['arrow', 'circle']);

function calloutsIn(
  words: string[],
  quoted: string[],
  clause: string,
  loneThing: boolean,
): SceneOperation[] {
  const removing = asksRemoval(words);
  const found: SceneOperation[] = [];
  const aimedAt = calloutTarget(words, loneThing);
  const target = aimedAt ?? (hasAny(words, FACE_WORDS) ? 'face' : 'subject');
  const person = askedPerson(words);
  const [colour = null] = colourWords(words);
  const emoji = typedEmoji(clause);
  const sticker = inNumber(words, stickerIn(words, emoji.length > 0));
  for (const [kind, vocabulary] of CALLOUT_WORDS) {
    const named = hasAny(words, vocabulary) || (kind === 'badge' && quoted.some(isBadgeSymbol));
    if (!named) continue;
    if (kind === 'badge' && !removing && namesVersusBadge(words, quoted)) continue;
    if (AIMED.has(kind) && aimedAt === null && !removing) continue;
    if (removing) {
      found.push({ kind: 'remove-callouts', callout: kind });
      continue;
    }
    const callout: Callout = { kind, target, colour, ...(person && { person }) };
    if (kind === 'badge') callout.symbol = badgeSymbol(words, quoted);
    found.push({ kind: 'callout', callout });
  }
  if (removing && (sticker || emoji.length > 0)) {
    found.push({ kind: 'remove-callouts', callout: 'sticker' });
  } else {
    const asked = [
      ...(sticker ? [sticker] : []),
      ...emoji.map((typed): StickerAsked => ({ sticker: 'emoji', emoji: typed })),
    ];
    for (const { sticker: kind, emoji: shown, many } of asked) {
      const callout: Callout = {
        kind: 'sticker',
        target,
        colour,
        sticker: kind,
        ...(person && { person }),
        ...(many && { many }),
      };
      if (shown) callout.emoji = shown;
      found.push({ kind: 'callout', callout });
    }
  }
  if (removing && found.length === 0 && hasAny(words, set('callouts callout annotations'))) {
    found.push({ kind: 'remove-callouts', callout: null });
  }
  return found;
}

function isBadgeSymbol(text: string): boolean {
  const symbol = text.trim();
  return symbol === '!' || symbol === '?' || symbol === '!!' || symbol === '??';
}

function badgeSymbol(words: string[], quoted: string[]): '!' | '?' {
  if (words.includes('question') || quoted.some((text) => text.trim().startsWith('?'))) return '?';
  return '!';
}

/** A glow asked for by its warmth ("a warm glow") rather than a colour, and the colour it takes. */
const GLOW_TONES: [NamedColour, ReadonlySet<string>][] = [
  ['gold', set('warm warmer golden sunset sunny cozy cosy amber fiery')],
  ['cyan', set('cool cold icy frosty')],
];

function glowColour(words: readonly string[], named: NamedColour | undefined): NamedColour {
  return named ?? GLOW_TONES.find(([, tone]) => hasAny(words, tone))?.[0] ?? 'cyan';
}

function cutOutIn(words: string[]): SceneOperation[] {
  const removing = asksRemoval(words);
  const [colour] = colourWords(words);
  const found: SceneOperation[] = [];
  if (words.includes('outline') || words.includes('stroke')) {
    found.push(
      removing ? { kind: 'remove-outline' } : { kind: 'outline', colour: colour ?? 'white' },
    );
  }
  // "glowing" describes a thing ("a glowing controller"); "glow" asks for the cut-out's glow.
  if (words.includes('glow') || words.includes('halo')) {
    found.push(
      removing ? { kind: 'remove-glow' } : { kind: 'glow', colour: glowColour(words, colour) },
    );
  }
  return found;
}

function arrangementIn(words: string[], feelingsZoom: boolean): SceneOperation[] {
  const found: SceneOperation[] = [];
  const people = peopleKeptIn(words);
  if (people) found.push({ kind: 'people', keep: people });
  if (
    hasAny(words, SWAP) &&
    (words.includes('sides') || words.includes('side') || words.length <= 3)
  ) {
    found.push({ kind: 'swap-sides' });
  } else if (
    (words.includes('left') || words.includes('right')) &&
    (hasAny(words, SUBJECT_WORDS) || words.includes('side')) &&
    (people === null || people === 'biggest') &&
    askedPerson(words) === null
  ) {
    found.push({ kind: 'subject-side', side: words.includes('left') ? 'left' : 'right' });
  }
  const closeUp =
    hasAny(words, CLOSE_UP) ||
    hasPair(words, 'close', 'up') ||
    ((words.includes('zoom') || words.includes('focus')) && hasAny(words, FACE_WORDS)) ||
    (hasAny(words, FACE_WORDS) && hasAny(words, set('bigger bigger larger big huge'))) ||
    // "a shocked emoji" is a sticker, not a feeling to show.
    (feelingsZoom &&
      hasAny(words, EMOTIONS) &&
      !hasAny(words, REACTION_WORDS) &&
      !hasAny(words, STICKER_WORDS));
  if (closeUp) found.push({ kind: 'face-zoom' });
  if (
    hasAny(words, SPLIT_VERSUS) ||
    hasPair(words, 'before', 'after') ||
    hasPair(words, 'side', 'by')
  ) {
    found.push({
      kind: 'split',
      split: hasPair(words, 'before', 'after') ? 'before-after' : 'versus',
    });
  }
  return found;
}

/** How a prompt is read: for a new generation, and whether its photo shows a face. */
export interface ReadingOptions {
  forGeneration?: boolean;
  /** False when the photo shows no face: a described feeling then has no face to make bigger. */
  faceShown?: boolean;
  /**
   * True when the photo shows one thing and no face (a cup, a rocket): the thing a callout is
   * aimed at ("circle the cup") is that thing, not one to look for.
   */
  loneThing?: boolean;
}

/**
 * The scene changes a clause asks for; none when it is about the title. A generation lets a
 * described feeling ("looking shocked") make a face it shows bigger, which an edit leaves alone.
 */
export function sceneOperations(
  clause: string,
  quoted: string[] = [],
  { forGeneration = false, faceShown = true, loneThing = false }: ReadingOptions = {},
): SceneOperation[] {
  const words = wordsOf(clause);
  if (mentionsTitle(words)) return [];
  // "blur the background" is the art edit, not a blurred-copy background.
  const blurEdit = words.some((word) => word.startsWith('blur')) && !forGeneration;
  const background = blurEdit ? null : backgroundIn(words, !forGeneration);
  return [
    ...(background ? [background] : []),
    ...calloutsIn(words, quoted, clause, loneThing),
    ...cutOutIn(words),
    ...arrangementIn(words, forGeneration && faceShown),
  ];
}

const ARTICLES = set('a an some another');
/** Where the named thing's phrase ends: what follows places it or says what it does. */
const PHRASE_END = set(
  'at on in with behind beside next near under over above below pointing looking holding while that which who to for from around into onto is are and or but showing',
);
/** Nouns that describe the thumbnail itself rather than a thing in it. */
const GENERIC = set(
  'thumbnail thumbnails image picture photo photos video look style vibe feel feeling mood version design shot composition one way colour color colours colors background title text font touch bit lot',
);
/** "a little", "a bit brighter": how much, not a thing. */
const DEGREE = set('little bit lot touch tad few more less much');
const DRAWABLE = new Set([
  ...BACKGROUND_WORDS,
  ...CALLOUT_WORDS.flatMap(([, names]) => [...names]),
  ...STICKER_WORDS,
  ...REACTION_WORDS,
  ...SELF_EVIDENT_STICKERS.flatMap(([, names]) => [...names]),
  // "a check mark", "an x mark": a tick or a cross.
  ...['mark', 'marks'],
  ...STARS,
  // "speed lines", "a VS badge".
  ...['speed', 'motion', 'action', 'lines', 'speedlines', 'vs', 'versus'],
  ...['outline', 'glow', 'halo', 'border', 'frame', 'gradient', 'close-up', 'closeup'],
]);
const ASKS_TO_ADD = set('add put draw include insert place show give');
const DESCRIBES = set('in wearing as like dressed into');
/** "put the text ...", "give her ...", "put me ...": words for what is already in the picture. */
const EXISTING = set('the her his my it them this that their your our its me us him');

function withoutEndPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && '.,;:!?'.includes(text[end - 1] ?? '')) end -= 1;
  return text.slice(0, end);
}

/** For each index up to `length`, how many of the words before it `counts`. */
function runningCounts(
  words: readonly string[],
  counts: (word: string, at: number) => boolean,
): number[] {
  const before = [0];
  words.forEach((word, at) => before.push((before.at(-1) ?? 0) + (counts(word, at) ? 1 : 0)));
  return before;
}

/**
 * The things a clause names that no renderer here can draw ("a glowing game controller"), as the
 * creator wrote them: a phrase opened by "a", "an" or "some" whose words are not in the drawable
 * vocabulary and not about the thumbnail itself. Where each phrase ends and what it holds are
 * worked out once for the whole clause, so "a a a ... arrow" is judged in one pass, not once from
 * every "a" to the end.
 */
export function undrawableIn(clause: string): string[] {
  const raw = clause.split(/\s+/).filter(Boolean);
  const words = raw.map((word) => wordsOf(word).join(''));
  const phraseEnd: number[] = [];
  phraseEnd[words.length] = words.length;
  for (let i = words.length - 1; i >= 0; i -= 1) {
    phraseEnd[i] = PHRASE_END.has(words[i] ?? '') ? i : (phraseEnd[i + 1] ?? words.length);
  }
  const lastWordBefore: number[] = [-1];
  words.forEach((word, i) => lastWordBefore.push(word ? i : (lastWordBefore[i] ?? -1)));
  const scenes = sceneWordMarks(words);
  const blocking = runningCounts(
    words,
    (word, at) => DRAWABLE.has(word) || DEGREE.has(word) || scenes[at] === true,
  );
  const notColours = runningCounts(words, (word) => word !== '' && !COLOURS.has(word));
  const between = (counts: number[], from: number, to: number) =>
    (counts[to] ?? 0) - (counts[from] ?? 0);

  const found: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    // "me in a space suit", "dressed as a pirate": what the photo shows, not a thing to add.
    const article = ARTICLES.has(words[i] ?? '') && !DESCRIBES.has(words[i - 1] ?? '');
    const added = i === 1 && ASKS_TO_ADD.has(words[0] ?? '') && !EXISTING.has(words[1] ?? '');
    if (!article && !added) continue;
    const start = article ? i + 1 : i;
    const end = phraseEnd[i + 1] ?? words.length;
    const headAt = lastWordBefore[end] ?? -1;
    if (headAt < start || GENERIC.has(words[headAt] ?? '')) continue;
    if (between(blocking, start, end) > 0) continue;
    if (between(notColours, start, end) === 0) continue;
    found.push(withoutEndPunctuation(raw.slice(i, end).join(' ')));
    i = end - 1;
  }
  return found;
}

/**
 * Joins the word pairs a clause split would tear apart: "before and after" and two colours
 * ("purple and blue") stay one phrase. ASCII-only lower-casing keeps every index in place.
 */
export function joinPhrases(text: string): string {
  let lower = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    lower += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  }
  if (lower.length !== text.length) return text;
  let out = '';
  let from = 0;
  let at = lower.indexOf(' and ', from);
  while (at !== -1) {
    const before = lower.slice(lower.lastIndexOf(' ', at - 1) + 1, at);
    const afterEnd = lower.indexOf(' ', at + 5);
    const after = lower.slice(at + 5, afterEnd === -1 ? lower.length : afterEnd);
    const cleanAfter = wordsOf(after)[0] ?? '';
    const joins =
      (before === 'before' && cleanAfter === 'after') ||
      (COLOURS.has(before) && COLOURS.has(cleanAfter));
    out += text.slice(from, at) + (joins ? '-' : ' and ');
    from = at + 5;
    at = lower.indexOf(' and ', from);
  }
  return out + text.slice(from);
}
