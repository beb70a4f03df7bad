import type { Callout } from './thumbnail-directions.js';

/** The most callouts (arrows, circles, badges and stickers) one picture shows at once. */
export const MAX_CALLOUTS = 4;

/** Two callouts with the same key are the same callout: asked twice, drawn once. */
export function calloutKey(callout: Callout): string {
  return [
    callout.kind,
    callout.target,
    callout.person,
    callout.colour,
    callout.symbol,
    callout.sticker,
    callout.emoji,
    callout.many,
  ].join('|');
}

/** A picture's callouts after one more: the same one once, and the oldest let go past the cap. */
export function calloutsAfter(callouts: readonly Callout[], callout: Callout): Callout[] {
  const key = calloutKey(callout);
  const others = callouts.filter((kept) => calloutKey(kept) !== key);
  return [...others, callout].slice(-MAX_CALLOUTS);
}
