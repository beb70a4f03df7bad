import type {
  BackgroundDirection,
  Callout,
  CalloutKind,
  PeopleKept,
  SplitKind,
  Sticker,
  SubjectSide,
} from './thumbnail-directions.js';
import type { NamedColour } from './named-colours.js';

export type Raise = 'up' | 'down';
export type HorizontalPlace = 'left' | 'center' | 'right';
export type VerticalPlace = 'top' | 'middle' | 'bottom';

/** One change an edit prompt asks for: either to the base art's pixels or to the title layer. */
/**
 * How many times over one adjustment is made, 1 to `MAX_STEPS` (absent is 1): the same change
 * asked again is one stronger change, never another pass over the picture.
 */
type Steps = { steps?: number };

export type EditOperation =
  | ({ kind: 'brightness'; direction: Raise } & Steps)
  | ({ kind: 'contrast'; direction: Raise } & Steps)
  | ({ kind: 'saturation'; direction: Raise } & Steps)
  | { kind: 'black-and-white' }
  | ({ kind: 'temperature'; direction: 'warmer' | 'cooler' } & Steps)
  | ({ kind: 'zoom'; direction: 'in' | 'out' } & Steps)
  | { kind: 'blur-background' }
  | ({ kind: 'text-size'; direction: Raise } & Steps)
  | { kind: 'move-text'; horizontal?: HorizontalPlace; vertical?: VerticalPlace }
  | { kind: 'text-colour'; colour: NamedColour }
  | { kind: 'text-content'; text: string }
  | { kind: 'border'; colour: NamedColour }
  | { kind: 'remove-border' }
  | SceneOperation;

/** A change to what the picture shows (its background, callouts, cut-out and arrangement). */
export type SceneOperation =
  | { kind: 'background'; background: BackgroundDirection }
  | { kind: 'callout'; callout: Callout }
  | { kind: 'remove-callouts'; callout: CalloutKind | null }
  | { kind: 'outline'; colour: NamedColour }
  | { kind: 'remove-outline' }
  | { kind: 'glow'; colour: NamedColour }
  | { kind: 'remove-glow' }
  | { kind: 'swap-sides' }
  | { kind: 'subject-side'; side: SubjectSide }
  | { kind: 'face-zoom' }
  | { kind: 'split'; split: SplitKind }
  | { kind: 'people'; keep: Exclude<PeopleKept, 'all'> };

export type ArtOperation = Extract<
  EditOperation,
  {
    kind:
      | 'brightness'
      | 'contrast'
      | 'saturation'
      | 'black-and-white'
      | 'temperature'
      | 'zoom'
      | 'blur-background';
  }
>;
export type TitleOperation = Exclude<EditOperation, ArtOperation | SceneOperation>;

const ART_KINDS: ReadonlySet<EditOperation['kind']> = new Set([
  'brightness',
  'contrast',
  'saturation',
  'black-and-white',
  'temperature',
  'zoom',
  'blur-background',
]);

const SCENE_KINDS: ReadonlySet<EditOperation['kind']> = new Set([
  'background',
  'callout',
  'remove-callouts',
  'outline',
  'remove-outline',
  'glow',
  'remove-glow',
  'swap-sides',
  'subject-side',
  'face-zoom',
  'split',
  'people',
]);

export function isArtOperation(operation: EditOperation): operation is ArtOperation {
  return ART_KINDS.has(operation.kind);
}

export function isSceneOperation(operation: EditOperation): operation is SceneOperation {
  return SCENE_KINDS.has(operation.kind);
}

export function isTitleOperation(operation: EditOperation): operation is TitleOperation {
  return !isArtOperation(operation) && !isSceneOperation(operation);
}

const CALLOUT_NAMES: Record<CalloutKind, string> = {
  arrow: 'arrow',
  circle: 'circle',
  badge: 'badge',
  sticker: 'sticker',
};

/** How a reply names each sticker, with its article ("sparkles" take none), and a few of it. */
const STICKER_NAMES: Record<
  Exclude<Sticker, 'emoji'>,
  [article: string, name: string, plural: string]
> = {
  star: ['a', 'star sticker', 'star stickers'],
  heart: ['a', 'heart sticker', 'heart stickers'],
  lightning: ['a', 'lightning sticker', 'lightning stickers'],
  sparkles: ['', 'sparkles', 'sparkles'],
  fire: ['a', 'fire sticker', 'fire stickers'],
  money: ['a', 'money sticker', 'money stickers'],
  cross: ['a', 'cross', 'crosses'],
  tick: ['a', 'tick', 'ticks'],
  'speed-lines': ['', 'speed lines', 'speed lines'],
};

/** A sticker's article and name, in the plural when a few were asked. */
function stickerName(callout: Callout): [article: string, name: string] {
  if (callout.sticker === 'emoji') {
    const name = `${callout.emoji ?? ''} emoji`;
    return callout.many ? ['', `${name}s`] : ['a', name];
  }
  const [article, name, plural] = STICKER_NAMES[callout.sticker ?? 'star'];
  return callout.many ? ['', plural] : [article, name];
}

function describeCallout(callout: Callout): string {
  const colour = callout.colour ? `${callout.colour} ` : '';
  const [article, thing] =
    callout.kind === 'badge'
      ? ['a', `"${callout.symbol ?? '!'}" badge`]
      : callout.kind === 'sticker'
        ? stickerName(callout)
        : ['a', CALLOUT_NAMES[callout.kind]];
  const where =
    callout.kind === 'arrow'
      ? ' pointing at'
      : callout.kind === 'circle' || callout.sticker === 'speed-lines' || callout.many
        ? ' around'
        : ' by';
  const named = `${colour}${thing}`;
  const lead = article === 'a' ? withArticle(named) : article ? `${article} ${named}` : named;
  return `added ${lead}${where} the ${callout.target}`;
}

/** "a red", "an orange". */
function withArticle(word: string): string {
  return `${'aeiou'.includes(word[0] ?? '') ? 'an' : 'a'} ${word}`;
}

/** How a reply names a kind of background where its own name is not the creator's word. */
const BACKGROUND_NAMES: Partial<Record<BackgroundDirection['kind'], string>> = {
  rays: 'sunburst',
  split: 'two-tone',
  beach: 'a beach at sunset',
  city: 'a city at night',
  forest: 'a forest',
  stage: 'stage lights',
  concert: 'a concert crowd',
  gaming: 'a gaming room',
  studio: 'a studio',
  'fairy-lights': 'fairy lights',
  galaxy: 'a galaxy',
  desert: 'a desert',
  sky: 'a sky with clouds',
  classroom: 'a classroom',
  kitchen: 'a kitchen',
  gym: 'a gym',
  office: 'an office',
  road: 'a road at speed',
  money: 'falling money',
  stadium: 'a sports stadium',
  cinema: 'a cinema screen',
  snow: 'snowy',
  rain: 'rainy',
};
/** Backgrounds painted in the colours asked; the others are painted in their own. */
const TINTED: ReadonlySet<BackgroundDirection['kind']> = new Set([
  'gradient',
  'split',
  'rays',
  'halftone',
  'neon',
  'dark',
  'white',
  'blurred',
  'stage',
  'fairy-lights',
  'sky',
  'space',
  'galaxy',
  'city',
  'concert',
  'gaming',
  'gym',
]);

/**
 * "neon purple", "purple and blue" (a gradient of them), "space", "white" (not "white white"),
 * "an orange galaxy"; the colours only of backgrounds painted in the colours asked.
 */
function describeBackground({ kind, colours }: BackgroundDirection): string {
  const named = TINTED.has(kind) ? colours.filter((colour) => colour !== kind).join(' and ') : '';
  if ((kind === 'gradient' || kind === 'split') && named) {
    return kind === 'split' ? `${named.replace(' and ', ' on the left and ')} on the right` : named;
  }
  const name = BACKGROUND_NAMES[kind] ?? kind;
  if (!named) return name;
  if (name.startsWith('a ')) return withArticle(`${named} ${name.slice(2)}`);
  return kind === 'stage' || kind === 'fairy-lights' ? `${named} ${name}` : `${name} ${named}`;
}

/** The most steps one adjustment takes: ten "brighter" are one "much brighter", no more. */
export const MAX_STEPS = 3;

/** "much" for a change made more than one step at once. */
function much(operation: Steps): string {
  return (operation.steps ?? 1) > 1 ? 'much ' : '';
}

/** " a lot" for a change made more than one step at once. */
function aLot(operation: Steps): string {
  return (operation.steps ?? 1) > 1 ? ' a lot' : '';
}

/** How the assistant's reply names an applied change. */
export function describeOperation(operation: EditOperation): string {
  switch (operation.kind) {
    case 'brightness':
      return `made it ${much(operation)}${operation.direction === 'up' ? 'brighter' : 'darker'}`;
    case 'contrast':
      return operation.direction === 'up'
        ? `added ${(operation.steps ?? 1) > 1 ? 'a lot of ' : ''}contrast`
        : `softened the contrast${aLot(operation)}`;
    case 'saturation':
      return `${operation.direction === 'up' ? 'boosted' : 'muted'} the colours${aLot(operation)}`;
    case 'black-and-white':
      return 'made it black and white';
    case 'temperature':
      return `made it ${much(operation)}${operation.direction === 'warmer' ? 'warmer' : 'cooler'}`;
    case 'zoom':
      return `zoomed ${operation.direction}${(operation.steps ?? 1) > 1 ? ' further' : ''}`;
    case 'blur-background':
      return 'blurred the background';
    case 'text-size':
      return `made the title ${much(operation)}${operation.direction === 'up' ? 'bigger' : 'smaller'}`;
    case 'move-text':
      return `moved the title to the ${[operation.vertical, operation.horizontal]
        .filter((part) => part !== undefined)
        .join(' ')}`;
    case 'text-colour':
      return `made the title ${operation.colour}`;
    case 'text-content':
      return `changed the title to "${operation.text}"`;
    case 'border':
      return `added a ${operation.colour} border`;
    case 'remove-border':
      return 'removed the border';
    case 'background':
      return operation.background.kind === 'photo'
        ? "kept your photo's own background, with more contrast, colour and a vignette"
        : `made the background ${describeBackground(operation.background)}`;
    case 'callout':
      return describeCallout(operation.callout);
    case 'remove-callouts':
      return `removed the ${operation.callout ? `${CALLOUT_NAMES[operation.callout]}s` : 'callouts'}`;
    case 'outline':
      return `gave the subject ${withArticle(operation.colour)} outline`;
    case 'remove-outline':
      return 'removed the outline';
    case 'glow':
      return `gave the subject ${withArticle(operation.colour)} glow`;
    case 'remove-glow':
      return 'removed the glow';
    case 'swap-sides':
      return 'swapped the sides';
    case 'subject-side':
      return `put the subject on the ${operation.side}`;
    case 'face-zoom':
      return 'made the face bigger';
    case 'split':
      return operation.split === 'versus'
        ? 'split it into a versus with a "VS" badge'
        : 'split it into before and after';
    case 'people':
      return operation.keep === 'biggest'
        ? 'kept only you'
        : `kept only the person on the ${operation.keep}`;
  }
}
