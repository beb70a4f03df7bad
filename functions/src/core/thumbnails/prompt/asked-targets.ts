import { COLOUR_NAMES, type PeopleKept, type PersonAsked } from '../scene/index.js';

/*
 * What an arrow, circle or sticker is asked to point at, and which people a picture keeps. The
 * renderer knows faces and the subject's cut-out, nothing else in the photo: "the plate" is a
 * thing it cannot find, and the reply must say so rather than circle a face instead.
 */

const set = (list: string) => new Set(list.split(' '));

export const FACE_WORDS = set('face faces head eyes expression');
/** Words for the cut-out itself: a person, a pet, a product. */
export const SUBJECT_WORDS = set(
  'subject me him her them person cat dog it product myself us man woman guy girl boy kid kids people host player chef streamer character body',
);
/** The words after which a callout names its target: "pointing at", "around", "to". */
const TARGET_PREPOSITIONS = set('at around to towards toward on near over circling');
/** Words before a target's noun that are not the noun: "at the big plate", "her face". */
const DETERMINERS = set('the a an my her his their our your this that its these those big small');
/** Where in the frame, or the picture itself, not a thing in it: "an arrow on the left". */
const PLACES = set(
  'left right top bottom corner side middle centre center edge background backdrop image picture thumbnail photo frame screen title text',
);
const PRONOUNS = set('me him her them it us myself');
const COLOURS: ReadonlySet<string> = new Set(COLOUR_NAMES);

type AskedTarget = 'face' | 'subject' | { thing: string };

/**
 * The target a callout clause names after its preposition, or after "circle" used as a verb:
 * the face, the subject, or a thing the renderer cannot find ("the plate"). Null when it names
 * none, or only a place in the frame.
 */
export function askedTarget(words: readonly string[]): AskedTarget | null {
  const at = words.findIndex(
    (word, i) =>
      TARGET_PREPOSITIONS.has(word) ||
      ((word === 'circle' || word === 'circled') && DETERMINERS.has(words[i + 1] ?? '')),
  );
  if (at === -1) return null;
  const after = words.slice(at + 1);
  const next = after.findIndex((word) => TARGET_PREPOSITIONS.has(word));
  const phrase = next === -1 ? after : after.slice(0, next);
  if (phrase.some((word) => FACE_WORDS.has(word))) return 'face';
  if (phrase.some((word) => SUBJECT_WORDS.has(word))) return 'subject';
  const named = phrase.filter(
    (word) => !DETERMINERS.has(word) && !COLOURS.has(word) && !PRONOUNS.has(word),
  );
  const pronoun = phrase.some((word) => PRONOUNS.has(word));
  const [first] = named;
  if (first === undefined || PLACES.has(first)) return pronoun ? 'subject' : null;
  return { thing: named.join(' ') };
}

/** Words naming one person of several: "the left one", "the man in the middle", "her". */
const PERSON_WORDS = set('one man woman guy girl boy kid person him her lady dude');
const POSITIONS: Record<string, PersonAsked> = {
  left: 'left',
  leftmost: 'left',
  middle: 'middle',
  centre: 'middle',
  center: 'middle',
  right: 'right',
  rightmost: 'right',
};

/**
 * Which person a callout clause aims at by place, "pointing at the left one", "circle the man in
 * the middle", "to the guy on the right": the words after the callout's preposition name a
 * person and a place. Null for "an arrow on the left" (a place for the arrow, no person).
 */
export function askedPerson(words: readonly string[]): PersonAsked | null {
  const at = words.findIndex(
    (word, i) =>
      TARGET_PREPOSITIONS.has(word) ||
      ((word === 'circle' || word === 'circled') && DETERMINERS.has(words[i + 1] ?? '')),
  );
  if (at === -1) return null;
  const after = words.slice(at + 1);
  if (!after.some((word) => PERSON_WORDS.has(word))) return null;
  const place = after.find((word) => POSITIONS[word] !== undefined);
  return place === undefined ? null : (POSITIONS[place] as PersonAsked);
}

const ONLY = set('just only alone solo');
const ONE_PERSON = set('me myself person guy girl him her face');
/** "just me on the right" places me; "only the guy on the right" picks him. */
const MYSELF = set('me myself');

/** "the left one", "one of us": "one" names a person, not "only one arrow". */
function namesOne(words: readonly string[], i: number): boolean {
  const next = words[i + 1];
  return words[i] === 'one' && (next === undefined || next === 'on' || next === 'of');
}

/**
 * "just me" (the biggest face: the creator's own photo is mostly of them), "only the left one",
 * "only the guy on the right": the one person kept; null when the prompt keeps everyone.
 */
export function peopleKeptIn(words: readonly string[]): Exclude<PeopleKept, 'all'> | null {
  const at = words.findIndex((word) => ONLY.has(word));
  if (at === -1) return null;
  const after = words.slice(at + 1);
  const alone = words[at] === 'alone' || words[at] === 'solo';
  const onePerson = after.some((word, i) => ONE_PERSON.has(word) || namesOne(after, i));
  if (!alone && !onePerson) return null;
  if (after.some((word) => MYSELF.has(word))) return 'biggest';
  if (words.includes('left')) return 'left';
  if (words.includes('right')) return 'right';
  return 'biggest';
}
