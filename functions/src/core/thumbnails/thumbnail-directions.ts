import type { NamedColour, SceneOperation } from './edit-operations.js';
import { calloutsAfter } from './edit-plan.js';

/**
 * What a prompt asks the picture to show, in terms any renderer can draw: the contract between
 * the prompt parser and the image model. Unset fields leave the choice to the renderer.
 */
export type BackgroundKind =
  | 'neon'
  | 'space'
  | 'fire'
  | 'dark'
  | 'white'
  | 'gradient'
  | 'rays'
  | 'halftone'
  | 'blurred'
  | 'split';

export interface BackgroundDirection {
  kind: BackgroundKind;
  /** Colours named with it ("a gradient of purple and blue"), in order. */
  colours: NamedColour[];
}

export type CalloutKind = 'arrow' | 'circle' | 'badge' | 'sticker';
export type Sticker = 'star' | 'heart' | 'lightning';

export interface Callout {
  kind: CalloutKind;
  /** What it points at or surrounds: the face when there is one, else the subject. */
  target: 'face' | 'subject';
  colour: NamedColour | null;
  /** The badge's symbol. */
  symbol?: '!' | '?';
  sticker?: Sticker;
}

export type SubjectSide = 'left' | 'right';
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
}

export const NO_DIRECTIONS: ThumbnailDirections = {
  background: null,
  callouts: [],
  outline: null,
  glow: null,
  faceZoom: false,
  side: null,
  split: null,
};

/** What a prompt's scene changes add up to, for a picture drawn from nothing. */
export function directionsFrom(operations: SceneOperation[]): ThumbnailDirections {
  return operations.reduce<ThumbnailDirections>((directions, operation) => {
    switch (operation.kind) {
      case 'background':
        return { ...directions, background: operation.background };
      case 'callout':
        return { ...directions, callouts: calloutsAfter(directions.callouts, operation.callout) };
      case 'remove-callouts':
        return { ...directions, callouts: [] };
      case 'outline':
        return { ...directions, outline: operation.colour };
      case 'remove-outline':
        return { ...directions, outline: 'none' };
      case 'glow':
        return { ...directions, glow: operation.colour };
      case 'remove-glow':
        return { ...directions, glow: 'none' };
      case 'swap-sides':
        return directions;
      case 'subject-side':
        return { ...directions, side: operation.side };
      case 'face-zoom':
        return { ...directions, faceZoom: true };
      case 'split':
        return { ...directions, split: operation.split };
    }
  }, NO_DIRECTIONS);
}
