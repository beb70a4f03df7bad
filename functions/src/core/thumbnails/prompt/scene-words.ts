import type { PaintedScene } from '../scene/index.js';
import { asksRemoval } from './clause-words.js';

/*
 * The places creators ask to stand in ("on a beach at sunset", "in front of a cinema screen",
 * "city at night"), each a scene the renderer paints. A word names a scene on its own when it can
 * mean nothing else ("skyline"); a weaker one ("beach", "stage") when a place word comes before
 * it ("on", "in front of") or the clause names the background; a pair ("fairy lights") always.
 */

const set = (list: string) => new Set(list.split(' '));

interface SceneWords {
  /** Words that name the scene whatever surrounds them. */
  strong: ReadonlySet<string>;
  /** Words that name it after a place word, or beside "background". */
  placed: ReadonlySet<string>;
  /** Word pairs that name it wherever they stand, a word or two apart at most ("city at night"). */
  pairs: readonly (readonly [string, string])[];
}

const scene = (
  strong: string,
  placed: string,
  pairs: readonly (readonly [string, string])[] = [],
): SceneWords => ({ strong: set(strong), placed: set(placed), pairs });

/** In order: the first scene a clause names is the one painted. */
const SCENES: [PaintedScene, SceneWords][] = [
  [
    'city',
    scene('city skyline cityscape skyscrapers skyscraper', 'downtown urban nyc metropolis', [
      ['city', 'night'],
      ['neon', 'city'],
      ['city', 'lights'],
      ['new', 'york'],
    ]),
  ],
  [
    'fairy-lights',
    scene('', '', [
      ['fairy', 'lights'],
      ['string', 'lights'],
      ['christmas', 'lights'],
      ['twinkly', 'lights'],
      ['bokeh', 'lights'],
      ['party', 'lights'],
    ]),
  ],
  [
    'stage',
    scene('spotlights', 'stage spotlight', [
      ['stage', 'lights'],
      ['stage', 'lighting'],
      ['on', 'stage'],
    ]),
  ],
  ['concert', scene('concert festival gig', 'crowd audience', [['concert', 'crowd']])],
  [
    'cinema',
    scene('cinema', 'theater theatre screen', [
      ['movie', 'theater'],
      ['movie', 'theatre'],
      ['movie', 'screen'],
      ['cinema', 'screen'],
      ['big', 'screen'],
    ]),
  ],
  [
    'gaming',
    scene('rgb', 'setup', [
      ['gaming', 'room'],
      ['gaming', 'setup'],
      ['gaming', 'desk'],
      ['gamer', 'room'],
      ['game', 'room'],
    ]),
  ],
  ['galaxy', scene('galaxy galaxies nebula', '', [['milky', 'way']])],
  [
    'space',
    scene('starfield starry cosmic', 'space universe cosmos', [
      ['outer', 'space'],
      ['night', 'sky'],
    ]),
  ],
  [
    'underwater',
    scene('underwater reef coral aquarium', '', [
      ['under', 'water'],
      ['under', 'sea'],
      ['under', 'ocean'],
      ['deep', 'sea'],
      ['ocean', 'floor'],
    ]),
  ],
  [
    'beach',
    scene('beach beaches seaside tropical', 'sunset shore coast sea ocean island palm palms'),
  ],
  ['fire', scene('fire flames flame fiery burning lava inferno blaze', '')],
  ['forest', scene('forest woods woodland jungle rainforest', 'trees nature')],
  ['mountains', scene('mountains alps', 'mountain peaks summit hills')],
  ['snow', scene('snowy snowing blizzard snowflakes wintry', 'snow winter')],
  ['rain', scene('rainy raining stormy thunderstorm', 'rain storm')],
  ['desert', scene('desert dunes sahara', 'sand')],
  ['classroom', scene('classroom chalkboard blackboard', 'school lecture', [['lecture', 'hall']])],
  ['kitchen', scene('kitchen', 'restaurant')],
  ['gym', scene('gym', 'weights', [['weight', 'room']])],
  ['office', scene('office', 'workplace cubicle')],
  [
    'road',
    scene('highway racetrack', 'road race racing track', [
      ['race', 'track'],
      ['open', 'road'],
    ]),
  ],
  [
    'money',
    scene('banknotes', 'money cash dollars bills', [
      ['money', 'rain'],
      ['money', 'raining'],
      ['raining', 'money'],
      ['falling', 'money'],
      ['money', 'falling'],
      ['cash', 'rain'],
    ]),
  ],
  [
    'stadium',
    scene('stadium', 'arena pitch', [
      ['sports', 'field'],
      ['football', 'field'],
      ['football', 'pitch'],
      ['soccer', 'field'],
      ['basketball', 'court'],
    ]),
  ],
  ['studio', scene('', 'studio', [['podcast', 'studio']])],
  [
    'sky',
    scene(
      'clouds cloudy',
      'sky heaven',
      ['blue', 'red', 'orange', 'pink', 'purple', 'golden', 'gold'].map((colour) => [
        colour,
        'sky',
      ]),
    ),
  ],
];

/** Words that put the subject in a place: "on a beach", "in front of a screen", "at night". */
const PLACE_WORDS = set('in on at into inside behind front under over with against');
/** Words about a scene that are not a scene of their own ("keep the waterfall behind me"). */
const SCENERY = set(
  'scene scenery view landscape waterfall waterfalls lake river sea ocean trees hills mountains mountain sky beach city street place location surroundings original real backdrop background behind',
);
const ALONE: ReadonlySet<string> = new Set(
  SCENES.flatMap(([, { strong, placed }]) => [...strong, ...placed]),
);
const PAIRS = SCENES.flatMap(([, { pairs }]) => pairs);

/**
 * For each word, whether it names a painted scene, alone ("beach") or in a pair ("fairy
 * lights"): such a phrase is drawn, so no reply may say it could not be added. Linear in the
 * number of words.
 */
export function sceneWordMarks(words: readonly string[]): boolean[] {
  const marks = words.map((word) => ALONE.has(word));
  words.forEach((word, at) => {
    for (const [first, second] of PAIRS) {
      if (word !== first) continue;
      const after = words.slice(at + 1, at + 4).indexOf(second);
      if (after === -1) continue;
      marks[at] = true;
      marks[at + 1 + after] = true;
    }
  });
  return marks;
}
/** Things worn, which a place word before them describes ("a space suit", "a beach shirt"). */
const WORN = set(
  'suit suits costume costumes shirt shirts tshirt hoodie jacket helmet outfit dress hat',
);
const KEEP = set('keep keeping kept preserve leave same');

/** Whether `second` follows `first` with at most two words between ("under the sea"). */
function near(words: readonly string[], first: string, second: string): boolean {
  return words.some((word, at) => word === first && words.slice(at + 1, at + 4).includes(second));
}

/** Words for whatever is behind, which name no scene of the photo's own. */
const ANY_BACKGROUND = set('background backdrop behind scene');

/**
 * Whether a clause asks to keep the photo's own scene ("keep the mountains behind me"). In an
 * edit, "keep the background" keeps the one drawn, so only a thing of the photo's scene named
 * ("keep the waterfall") brings the photo's own back; `editing` says which is being read.
 */
export function keepsPhotoScene(words: readonly string[], editing = false): boolean {
  const named = (word: string) => SCENERY.has(word) && !(editing && ANY_BACKGROUND.has(word));
  return words.some((word) => KEEP.has(word)) && words.some(named) && !asksRemoval(words);
}

/**
 * The scene a clause asks to be painted behind the subject, or null. `namesBackground` when the
 * clause says "background" or "behind"; `forSticker` when it asks for a sticker or emoji, whose
 * words ("a money emoji") then name the sticker, not a place.
 */
export function paintedSceneIn(
  words: readonly string[],
  namesBackground: boolean,
  forSticker: boolean,
): PaintedScene | null {
  // "remove the mountains" asks a scene away, which is no scene to paint.
  if (asksRemoval(words)) return null;
  const placeAt = words.findIndex((word) => PLACE_WORDS.has(word));
  // "me in a space suit" wears the place; it does not stand in it.
  const placed = (at: number) =>
    (namesBackground || (placeAt !== -1 && placeAt < at)) && !WORN.has(words[at + 1] ?? '');
  // A pair is the surest sign ("money raining" is money, not rain), so pairs are read first.
  const paired = SCENES.find(([, { pairs }]) =>
    pairs.some(([first, second]) => near(words, first, second)),
  );
  if (paired) return paired[0];
  if (forSticker && !namesBackground) return null;
  const named = SCENES.find(([, { strong, placed: weak }]) =>
    words.some((word, at) => strong.has(word) || (weak.has(word) && placed(at))),
  );
  return named?.[0] ?? null;
}
