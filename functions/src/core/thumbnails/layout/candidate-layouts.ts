import type { ThumbnailDirections } from '../scene/index.js';
import type { CutoutArrangement, SceneLayout } from './cutout-arrangement.js';

/** How many layouts a variant tries, drawn small, before one is drawn at full size. */
export const CANDIDATES_PER_VARIANT = 4;

const LAYOUTS: SceneLayout[] = ['cutout-side', 'big-face', 'cutout-center'];
/** A step smaller keeps a subject the frame or a callout would cut whole. */
const ZOOMS = [1, 0.85];

const key = (arrangement: CutoutArrangement) =>
  `${arrangement.layout}/${arrangement.side}/${arrangement.zoom.toFixed(2)}`;

/**
 * The layouts each variant may take besides its own, within what the prompt asked (a side, a
 * versus): its colours kept, the other variants' layouts never, so however each chooses, the
 * variants still differ in composition and not only in colour.
 */
export function alternativeArrangements(
  own: readonly CutoutArrangement[],
  directions: Pick<ThumbnailDirections, 'split' | 'side'>,
): CutoutArrangement[][] {
  const taken = new Set(own.map(key));
  const layouts: SceneLayout[] = directions.split ? ['split'] : LAYOUTS;
  const sides = directions.side ? [directions.side] : (['right', 'left'] as const);
  const spare = ZOOMS.flatMap((zoom) =>
    layouts.flatMap((layout) => sides.map((side) => ({ layout, side, zoom }))),
  );
  return own.map((arrangement, variant) =>
    spare
      .map((choice) => ({ ...arrangement, ...choice, zoom: arrangement.zoom * choice.zoom }))
      .filter((choice) => !taken.has(key(choice)))
      .filter((_choice, i) => i % own.length === variant)
      .slice(0, CANDIDATES_PER_VARIANT - 1),
  );
}
