import type { Box } from '@thumbforge/contract';
import { shrunk } from './components.js';
import { INSIDE, lumaAt, overlap, type Measured } from './frame.js';

/** Two variants share a layout when their subjects lie this much on each other... */
const SAME_SUBJECT = 0.8;
/** ...and their titles this much. */
const SAME_TITLE = 0.5;
/** Pictures whose luma differs by less than this (of 255, on average at 32x18) look the same. */
const MIN_LUMA_APART = 12;
const GRID = 32;

function boxIoU(a: Box | null, b: Box | null): number {
  if (!a || !b) return a === b ? 1 : 0;
  const shared = overlap(a, b);
  return shared / (a.width * a.height + b.width * b.height - shared);
}

function subjectIoU(a: Measured, b: Measured): number {
  let both = 0;
  let either = 0;
  const factorA = Math.max(1, Math.floor(a.frame.width / GRID));
  const factorB = Math.max(1, Math.floor(b.frame.width / GRID));
  const small = [
    shrunk(a.geometry.mask, a.frame, factorA),
    shrunk(b.geometry.mask, b.frame, factorB),
  ];
  const [first, second] = small as [ReturnType<typeof shrunk>, ReturnType<typeof shrunk>];
  for (let y = 0; y < Math.min(first.height, second.height); y += 1) {
    for (let x = 0; x < Math.min(first.width, second.width); x += 1) {
      const inA = (first.map[y * first.width + x] as number) >= INSIDE;
      const inB = (second.map[y * second.width + x] as number) >= INSIDE;
      if (inA && inB) both += 1;
      if (inA || inB) either += 1;
    }
  }
  return either === 0 ? 1 : both / either;
}

/** Each frame's luma on a GRID-wide grid, for a look-alike comparison. */
function lumaGrid({ frame }: Measured): number[] {
  const rows = Math.round((GRID * frame.height) / frame.width);
  const cells: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < GRID; column += 1) {
      const x = Math.floor(((column + 0.5) * frame.width) / GRID);
      const y = Math.floor(((row + 0.5) * frame.height) / rows);
      cells.push(lumaAt(frame.rgba, y * frame.width + x));
    }
  }
  return cells;
}

/**
 * Two variants nearly the same: the same layout (subject and title where the other has them),
 * whatever their colours, or pictures whose light barely differs.
 */
export function variantsAlike(a: Measured, b: Measured): boolean {
  const titleScale = (m: Measured): Box | null =>
    m.geometry.title && {
      x: m.geometry.title.x / m.frame.width,
      y: m.geometry.title.y / m.frame.height,
      width: m.geometry.title.width / m.frame.width,
      height: m.geometry.title.height / m.frame.height,
    };
  const sameLayout =
    subjectIoU(a, b) >= SAME_SUBJECT && boxIoU(titleScale(a), titleScale(b)) >= SAME_TITLE;
  if (sameLayout) return true;
  const first = lumaGrid(a);
  const second = lumaGrid(b);
  const apart =
    first.reduce((sum, value, i) => sum + Math.abs(value - (second[i] ?? value)), 0) / first.length;
  return apart < MIN_LUMA_APART;
}
