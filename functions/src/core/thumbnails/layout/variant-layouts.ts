import { LAYOUTS, type Layout } from './layouts.js';

/** One layout per variant, so a generation's variants differ in composition, not just colour. */
export const MAX_VARIANTS = LAYOUTS.length;

/**
 * The layouts of a generation's variants, in turn. A count outside 1 to `MAX_VARIANTS` is a
 * configuration no generation can serve.
 */
export function variantLayouts(variants: number): readonly Layout[] {
  if (!Number.isInteger(variants) || variants < 1 || variants > MAX_VARIANTS) {
    throw new RangeError(`A generation makes 1 to ${MAX_VARIANTS} variants, not ${variants}`);
  }
  return LAYOUTS.slice(0, variants);
}
