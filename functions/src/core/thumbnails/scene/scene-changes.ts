import { calloutsAfter } from './callout-rules.js';
import type { SceneOperation } from './edit-operations.js';
import type { NamedColour } from './named-colours.js';
import {
  NO_DIRECTIONS,
  type SubjectSide,
  type ThumbnailDirections,
} from './thumbnail-directions.js';

/**
 * What a scene change may touch, with colours as their holder keeps them: a prompt's directions
 * keep colour names (`'none'` when asked away), a drawn scene keeps hex colours (null for none).
 */
type SceneFields<C> = Omit<ThumbnailDirections, 'outline' | 'glow'> & {
  outline: C;
  glow: C;
};

/** How a holder keeps a named colour, and no colour at all. */
export interface ColourKeeping<C> {
  named: (name: NamedColour) => C;
  none: C;
}

const OTHER_SIDE: Record<SubjectSide, SubjectSide> = { left: 'right', right: 'left' };

/**
 * The one rule of every scene change, for a picture drawn from a prompt and for an edited one
 * alike. A side not chosen yet (a prompt's directions) has no other side to swap to: the
 * renderer's own choice stands.
 */
export function applySceneChange<C, S extends SceneFields<C>>(
  state: S,
  operation: SceneOperation,
  colours: ColourKeeping<C>,
): S {
  switch (operation.kind) {
    case 'background':
      return { ...state, background: operation.background };
    case 'callout':
      return { ...state, callouts: calloutsAfter(state.callouts, operation.callout) };
    case 'remove-callouts': {
      const { callout: kind } = operation;
      const kept = kind === null ? [] : state.callouts.filter((callout) => callout.kind !== kind);
      return { ...state, callouts: kept };
    }
    case 'outline':
      return { ...state, outline: colours.named(operation.colour) };
    case 'remove-outline':
      return { ...state, outline: colours.none };
    case 'glow':
      return { ...state, glow: colours.named(operation.colour) };
    case 'remove-glow':
      return { ...state, glow: colours.none };
    case 'swap-sides':
      return { ...state, side: state.side && OTHER_SIDE[state.side] };
    case 'subject-side':
      return { ...state, side: operation.side };
    case 'face-zoom':
      return { ...state, faceZoom: true };
    case 'split':
      return { ...state, split: operation.split };
    case 'people':
      return { ...state, people: operation.keep };
  }
}

const BY_NAME: ColourKeeping<NamedColour | 'none' | null> = { named: (name) => name, none: 'none' };

/** What a prompt's scene changes add up to, for a picture drawn from nothing. */
export function directionsFrom(operations: SceneOperation[]): ThumbnailDirections {
  return operations.reduce<ThumbnailDirections>(
    (directions, operation) => applySceneChange(directions, operation, BY_NAME),
    NO_DIRECTIONS,
  );
}
