import type { ThumbnailDirections } from '../scene/index.js';
import type { CutoutArrangement, SceneLayout } from './cutout-arrangement.js';

/** How many layouts a variant tries, drawn small, before one is drawn at full size. */
const CANDIDATES_PER_VARIANT = 4;

const LAYOUTS: SceneLayout[] = ['cutout-side', 'big-face', 'cutout-center'];
/** A step smaller keeps a subject the frame or a callout would cut whole. */
const ZOOMS = [1, 0.85];

type Choice = Pick<CutoutArrangement, 'layout' | 'side' | 'zoom'>;

/** Where the subject stands, so where the title goes: what the eye reads as the layout. */
export function layoutPlace(arrangement: Pick<CutoutArrangement, 'layout' | 'side'>): string {
  return arrangement.layout === 'cutout-center' || arrangement.layout === 'split'
    ? 'centre'
    : arrangement.side;
}

/**
 * Which variant may take a layout: the one whose own layout stands the subject in the same
 * place (of several, the one of the same layout, else the first); a place none of them takes
 * goes to each in turn.
 */
function owner(choice: Choice, own: readonly CutoutArrangement[], unowned: number): number {
  const samePlace = own.flatMap((arrangement, variant) =>
    layoutPlace(arrangement) === layoutPlace(choice) ? [variant] : [],
  );
  if (samePlace.length === 0) return unowned % own.length;
  return samePlace.find((variant) => own[variant]?.layout === choice.layout) ?? samePlace[0]!;
}

/**
 * The layouts each variant may take besides its own, within what the prompt asked (a side, a
 * versus) and the layouts `allowed` (a fashion thumbnail never closes in on the face), in its
 * own colours. Each stands the subject where the variant's own layout does,
 * or in a place no variant takes, so however each chooses, the variants still differ in
 * composition and not only in colour.
 */
export function alternativeArrangements(
  own: readonly CutoutArrangement[],
  directions: Pick<ThumbnailDirections, 'split' | 'side'>,
  allowed: readonly SceneLayout[] = LAYOUTS,
): CutoutArrangement[][] {
  const key = (choice: Choice) => `${choice.layout}/${layoutPlace(choice)}/${choice.zoom}`;
  const taken = new Set(own.map(key));
  const layouts: SceneLayout[] = directions.split
    ? ['split']
    : LAYOUTS.filter((layout) => allowed.includes(layout));
  const sides = directions.side ? [directions.side] : (['right', 'left'] as const);
  const seen = new Set<string>();
  const spare = ZOOMS.flatMap((zoom) =>
    layouts.flatMap((layout) => sides.map((side) => ({ layout, side, zoom }))),
  ).filter((choice) => {
    const duplicate = seen.has(key(choice)) || taken.has(key(choice));
    seen.add(key(choice));
    return !duplicate;
  });
  const places = [...new Set(spare.map(layoutPlace))];
  return own.map((arrangement, variant) =>
    spare
      .filter((choice) => owner(choice, own, places.indexOf(layoutPlace(choice))) === variant)
      .slice(0, CANDIDATES_PER_VARIANT - 1)
      .map((choice) => ({ ...arrangement, ...choice, zoom: arrangement.zoom * choice.zoom })),
  );
}
