import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import type { PaintedBaseArt } from '../../ports/image-model.port.js';
import type { ParsedEditInstructions } from '../prompt/index.js';
import {
  calloutKey,
  doneSentence,
  isSceneOperation,
  planSentence,
  type Callout,
  type EditOperation,
} from '../scene/index.js';
import { backgroundAsDrawn } from './background-drawn.js';
import { calloutThing } from './callouts-left-out.js';

/** The callouts of `noRoom` lists, each with how many variants left it out, by `calloutKey`. */
function leftOutCounts(noRoom: readonly (readonly Callout[] | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const callout of noRoom.flatMap((list) => list ?? [])) {
    const key = calloutKey(callout);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** What the reply says of callouts some variants had no room for ("a red arrow pointing at …"). */
function noRoomSentences(
  callouts: readonly Callout[],
  counts: ReadonlyMap<string, number>,
  total: number,
): string[] {
  return callouts.flatMap((callout) => {
    const missing = counts.get(calloutKey(callout)) ?? 0;
    if (missing === 0) return [];
    return [THUMBNAIL_MESSAGES.noRoomFor(calloutThing(callout), missing, total)];
  });
}

/** What the reply says of callouts aimed at "the middle" where nobody stands there. */
function nobodyThereSentences(
  callouts: readonly Callout[],
  counts: ReadonlyMap<string, number>,
): string[] {
  return callouts.flatMap((callout) =>
    counts.has(calloutKey(callout))
      ? [THUMBNAIL_MESSAGES.nobodyInTheMiddle(calloutThing(callout))]
      : [],
  );
}

/** What the reply says of clauses the picture does not act on; '' when there are none. */
function notActedOnSentence(clauses: readonly string[]): string {
  if (clauses.length === 0) return '';
  return THUMBNAIL_MESSAGES.notActedOn(clauses.map((clause) => `"${clause}"`).join(', '));
}

/**
 * What the reply to a generation says of its prompt: what was done, in the edit reply's words;
 * what was asked and not done, each with its reason; and what the plan combined or left out.
 * Nothing is claimed that the model did not draw: not a scene it could not cut out, not a bigger
 * face where it found none, not a callout no variant had room for, not a background other than
 * the one each variant reports drawing.
 */
export function generationAnswer(
  asked: ParsedEditInstructions,
  painted: PaintedBaseArt,
  faceShown: boolean,
  callouts: readonly Callout[],
): string {
  const sceneDrawn = painted.sceneDrawn !== false;
  const askedScene = asked.operations.some(isSceneOperation);
  const noRoom = leftOutCounts(painted.images.map((image) => image.noRoom));
  const nobodyThere = leftOutCounts(painted.images.map((image) => image.nobodyThere));
  const inNone = (operation: EditOperation) =>
    operation.kind === 'callout' &&
    (noRoom.get(calloutKey(operation.callout)) ?? 0) +
      (nobodyThere.get(calloutKey(operation.callout)) ?? 0) ===
      painted.images.length;
  const planned = asked.operations.filter(
    (operation) =>
      (sceneDrawn || !isSceneOperation(operation)) &&
      (faceShown || operation.kind !== 'face-zoom') &&
      !inNone(operation),
  );
  const backgroundNotDrawn: string[] = [];
  const done = planned.flatMap((operation): EditOperation[] => {
    if (operation.kind !== 'background') return [operation];
    const drawn = backgroundAsDrawn(operation, painted.images);
    if (drawn.notDrawn) backgroundNotDrawn.push(drawn.notDrawn);
    return drawn.done ? [drawn.done] : [];
  });
  return [
    doneSentence(done),
    ...backgroundNotDrawn,
    ...(painted.declined ?? []),
    ...noRoomSentences(callouts, noRoom, painted.images.length),
    ...nobodyThereSentences(callouts, nobodyThere),
    notActedOnSentence(painted.notActedOn ?? []),
    askedScene && !sceneDrawn ? THUMBNAIL_MESSAGES.sceneNotDrawn : '',
    planSentence(asked),
  ]
    .filter(Boolean)
    .join(' ');
}
