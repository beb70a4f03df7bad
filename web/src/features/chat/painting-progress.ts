import { sameImage, type Message } from '@thumbforge/contract';

export type Painting = NonNullable<Message['meta']['painting']>;

interface TimedProgress {
  /** How far along the model probably is, from 0 to 1; never full until the picture is here. */
  fraction: number;
  elapsedSeconds: number;
  /** It has taken longer than the model usually does. */
  late: boolean;
}

/** The bar stops short of full: a picture later than usual must not look finished. */
const CEILING = 0.95;

/**
 * The model reports no progress of its own, so it is a guess by time: the bar fills steadily
 * towards the model's usual time, then ever more slowly, never reaching the end.
 */
export function progressByTime(startedAt: number, expectedSeconds: number, now: number) {
  const elapsedMs = Math.max(0, now - startedAt);
  const expectedMs = expectedSeconds * 1000;
  return {
    fraction: CEILING * (1 - Math.exp(-elapsedMs / expectedMs)),
    elapsedSeconds: Math.floor(elapsedMs / 1000),
    late: elapsedMs > expectedMs,
  } satisfies TimedProgress;
}

/** A reply's variants still being painted: how far, and what the tiles say. */
export function paintingProgress(painting: Painting, now: number) {
  const progress = progressByTime(Date.parse(painting.startedAt), painting.expectedSeconds, now);
  return { ...progress, label: progress.late ? 'Still painting…' : 'Painting…' };
}

/** Whether the image model painted the picture at `url` (so its edit takes the model's time). */
export function paintedByModel(messages: readonly Message[], url: string): boolean {
  return messages.some((message) =>
    message.images.some(
      (image, index) => sameImage(image, url) && message.meta.painters?.[index] === 'model',
    ),
  );
}
