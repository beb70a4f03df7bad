import type { Message } from '@thumbforge/contract';

export type Painting = NonNullable<Message['meta']['painting']>;

export interface PaintingProgress {
  /** How far along the model probably is, from 0 to 1; never full until the picture is here. */
  fraction: number;
  elapsedSeconds: number;
  label: string;
}

/** The bar stops short of full: a picture later than usual must not look finished. */
const CEILING = 0.95;

/**
 * The model reports no progress of its own, so it is a guess by time: the bar fills steadily
 * towards the model's usual time, then ever more slowly, never reaching the end.
 */
export function paintingProgress(painting: Painting, now: number): PaintingProgress {
  const elapsedMs = Math.max(0, now - Date.parse(painting.startedAt));
  const expectedMs = painting.expectedSeconds * 1000;
  const fraction = CEILING * (1 - Math.exp(-elapsedMs / expectedMs));
  return {
    fraction,
    elapsedSeconds: Math.floor(elapsedMs / 1000),
    label: elapsedMs > expectedMs ? 'Still painting…' : 'Painting…',
  };
}
