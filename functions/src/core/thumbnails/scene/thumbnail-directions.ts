import type { NamedColour } from './named-colours.js';

/**
 * What a prompt asks the picture to show, in terms any renderer can draw: the contract between
 * the prompt parser and the image model. Unset fields leave the choice to the renderer.
 */
export const PAINTED_SCENES = [
  'space',
  'galaxy',
  'beach',
  'city',
  'forest',
  'mountains',
  'stage',
  'concert',
  'gaming',
  'studio',
  'fairy-lights',
  'fire',
  'underwater',
  'snow',
  'rain',
  'desert',
  'sky',
  'classroom',
  'kitchen',
  'gym',
  'office',
  'road',
  'money',
  'stadium',
  'cinema',
  'neon',
] as const;
/** A place or setting painted as a picture of it ("a beach at sunset"), not a pattern. */
export type PaintedScene = (typeof PAINTED_SCENES)[number];

/** `photo` keeps the photo's own scene behind the subject, improved rather than replaced. */
export type BackgroundKind =
  | PaintedScene
  | 'dark'
  | 'white'
  | 'gradient'
  | 'rays'
  | 'halftone'
  | 'blurred'
  | 'split'
  | 'photo';

export interface BackgroundDirection {
  kind: BackgroundKind;
  /** Colours named with it ("a gradient of purple and blue"), in order. */
  colours: NamedColour[];
}

export type CalloutKind = 'arrow' | 'circle' | 'badge' | 'sticker';
export type Sticker =
  | 'star'
  | 'heart'
  | 'lightning'
  | 'sparkles'
  | 'fire'
  | 'money'
  | 'cross'
  | 'tick'
  | 'emoji'
  | 'speed-lines';

export interface Callout {
  kind: CalloutKind;
  /** What it points at or surrounds: the face when there is one, else the subject. */
  target: 'face' | 'subject';
  /** Which of several people, as the thumbnail shows them ("the left one"); the main one unset. */
  person?: PersonAsked;
  colour: NamedColour | null;
  /** The badge's symbol: "VS" marks a versus drawn with one photo. */
  symbol?: '!' | '?' | 'VS';
  sticker?: Sticker;
  /** The emoji an emoji sticker shows: one grapheme ("😱"). */
  emoji?: string;
  /** A sticker asked in the plural ("hearts"): a few are drawn around the target, not one. */
  many?: true;
}

export type SubjectSide = 'left' | 'right';
export type PersonAsked = 'left' | 'middle' | 'right';
/** Which of several people a picture keeps: all of them unless the prompt picks one. */
export type PeopleKept = 'all' | 'biggest' | 'left' | 'right';
export type SplitKind = 'versus' | 'before-after';

export interface ThumbnailDirections {
  background: BackgroundDirection | null;
  callouts: Callout[];
  /** The cut-out's outline colour; 'none' when asked away, null for the renderer's choice. */
  outline: NamedColour | 'none' | null;
  glow: NamedColour | 'none' | null;
  /** The face made big (asked for, or a shocked or excited face). */
  faceZoom: boolean;
  side: SubjectSide | null;
  split: SplitKind | null;
  people: PeopleKept;
}

export const NO_DIRECTIONS: ThumbnailDirections = {
  background: null,
  callouts: [],
  outline: null,
  glow: null,
  faceZoom: false,
  side: null,
  split: null,
  people: 'all',
};
