import type { Box } from '@thumbforge/contract';
import type { PersonAsked } from '../../core/thumbnails/scene/index.js';

const centreX = (box: Box) => box.x + box.width / 2;

/**
 * The one of several people a prompt names by place: the leftmost, the rightmost, or for "the
 * middle" the one nearest the middle of the row they stand in. Undefined when there is none: an
 * empty row, or "the middle" of an even row (of two, neither is; of four, two are).
 */
export function personAtPlace<T>(
  people: readonly T[],
  boxOf: (person: T) => Box,
  place: PersonAsked,
): T | undefined {
  const row = [...people].sort((a, b) => centreX(boxOf(a)) - centreX(boxOf(b)));
  if (place === 'left') return row[0];
  if (place === 'right') return row[row.length - 1];
  if (row.length % 2 === 0) return undefined;
  const middle = (centreX(boxOf(row[0]!)) + centreX(boxOf(row[row.length - 1]!))) / 2;
  return row.reduce((best, person) =>
    Math.abs(centreX(boxOf(person)) - middle) < Math.abs(centreX(boxOf(best)) - middle)
      ? person
      : best,
  );
}
