import type { Genre } from '@thumbforge/contract';
import { GENRE_PALETTES } from './genre-palettes.js';
import { layoutTurns, showsWhole } from './genre-shows.js';
import type { SceneLayout } from './scene-layout.js';
import type { SubjectSide, ThumbnailDirections } from '../scene/index.js';
import { scaleHex } from '../../colour/colour-math.js';

export type { SceneLayout } from './scene-layout.js';

export interface ScenePalette {
  accent: string;
  second: string;
  deep: string;
}

/** Where a cut-out subject stands in one variant, how big, and in which colours. */
export interface CutoutArrangement {
  layout: SceneLayout;
  side: SubjectSide;
  palette: ScenePalette;
  faceZoom: boolean;
  /** The subject's size against the layout's own: below 1 after "zoom out", above for a closer variant. */
  zoom: number;
}

/** How much closer the second variant of a whole person stands than the first. */
const CLOSER_ZOOM = 1.4;

/** Genres whose colours sit far from each other's, so variants look apart at a glance. */
const FAR_GENRES = [5, 3, 7];

/** Each variant's colours: the genre's own first, then those of genres far from it. */
function variantPalette(genre: Genre, variant: number): ScenePalette {
  const own = GENRE_PALETTES[genre];
  if (variant % 4 === 0) return { accent: own.accent, second: own.second, deep: own.deep };
  const genres = Object.keys(GENRE_PALETTES) as Genre[];
  const step = FAR_GENRES[(variant - 1) % FAR_GENRES.length]!;
  const far = GENRE_PALETTES[genres[(genres.indexOf(genre) + step) % genres.length]!];
  return { accent: far.accent, second: far.second, deep: scaleHex(far.accent, 0.18) };
}

/** The arrangement of variant `variant` of a generation, as the prompt directs. */
export function cutoutArrangement(
  directions: ThumbnailDirections,
  genre: Genre,
  variant: number,
  hasFace: boolean,
): CutoutArrangement {
  // Without a face, a "big face" is the subject itself filling the frame: still a close-up.
  // Asked for a versus or before/after, every variant is one, each in its own colours.
  const turns = layoutTurns(genre, hasFace);
  const layout = directions.split ? 'split' : turns[variant % turns.length]!;
  const defaultSide: SubjectSide = variant % 2 === 0 ? 'right' : 'left';
  // Where no variant closes in on the face, the second comes closer than the first instead of
  // mirroring it: the frame cuts the legs, the face and the outfit's top read bigger.
  const closer = !directions.split && showsWhole(genre, hasFace) && variant % 4 === 1;
  return {
    layout,
    side: directions.side ?? (variant === 3 ? 'left' : defaultSide),
    palette: variantPalette(genre, variant),
    faceZoom: directions.faceZoom && hasFace,
    zoom: closer ? CLOSER_ZOOM : 1,
  };
}

const ZOOM_STEP = 0.85;
const MIN_ZOOM = 0.7;

/** The arrangement after "zoom in" or "zoom out", `steps` times over ("zoom in, zoom in"). */
export function zoomedArrangement<T extends CutoutArrangement>(
  arrangement: T,
  direction: 'in' | 'out',
  hasFace: boolean,
  steps = 1,
): T {
  const once = zoomedOnce(arrangement, direction, hasFace);
  return steps > 1 ? zoomedArrangement(once, direction, hasFace, steps - 1) : once;
}

/** One step of a zoom. */
function zoomedOnce<T extends CutoutArrangement>(
  arrangement: T,
  direction: 'in' | 'out',
  hasFace: boolean,
): T {
  const closeUp = arrangement.faceZoom || arrangement.layout === 'big-face' || arrangement.zoom > 1;
  if (direction === 'in') {
    if (arrangement.zoom < 1) {
      return { ...arrangement, zoom: Math.min(1, arrangement.zoom / ZOOM_STEP) };
    }
    return hasFace ? { ...arrangement, faceZoom: true } : { ...arrangement, layout: 'big-face' };
  }
  // Out of a close-up first; then smaller, but never down to a stamp.
  if (closeUp) return framedWhole(arrangement);
  return { ...arrangement, zoom: Math.max(MIN_ZOOM, arrangement.zoom * ZOOM_STEP) };
}

/**
 * The arrangement showing the subject whole, at its layout's own size: what "zoom out" or "the
 * whole outfit" asks of a new thumbnail, where nothing is drawn yet to step back from (a smaller
 * figure would only leave the frame emptier).
 */
export function framedWhole<T extends CutoutArrangement>(arrangement: T): T {
  return {
    ...arrangement,
    faceZoom: false,
    layout: arrangement.layout === 'big-face' ? 'cutout-side' : arrangement.layout,
    zoom: Math.min(1, arrangement.zoom),
  };
}
