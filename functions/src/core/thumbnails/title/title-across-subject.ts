import type { TitleLayer, TitlePosition } from '@thumbforge/contract';
import type { EditOperation } from '../scene/index.js';

const MIRRORED_ALIGN = { left: 'right', center: 'center', right: 'left' } as const;

function mirrored(position: TitlePosition): TitlePosition {
  const { box } = position;
  return {
    ...position,
    box: { ...box, x: 1 - box.x - box.width },
    align: MIRRORED_ALIGN[position.align],
  };
}

/** Which half of the frame the title's box stands in, or null when it spans the middle. */
function titleSide(position: TitlePosition): 'left' | 'right' | null {
  const centre = position.box.x + position.box.width / 2;
  if (Math.abs(centre - 0.5) < 0.1) return null;
  return centre < 0.5 ? 'left' : 'right';
}

/**
 * The title's place after an edit moves the subject across the frame: a subject swapped to the
 * other side, or sent to the side the title stood on, trades places with its title, so the title
 * keeps the side the subject leaves free instead of being pushed onto the subject's body. An
 * edit that also moves the title says where it goes itself.
 */
export function titleAcrossSubject(
  layer: TitleLayer,
  operations: readonly EditOperation[],
): TitleLayer {
  if (operations.some((operation) => operation.kind === 'move-text')) return layer;
  return operations.reduce((current, operation) => {
    const side = titleSide(current.position);
    if (side === null) return current;
    const crosses =
      operation.kind === 'swap-sides' ||
      (operation.kind === 'subject-side' && operation.side === side);
    return crosses ? { ...current, position: mirrored(current.position) } : current;
  }, layer);
}
