import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import type { SceneOperation } from '../scene/index.js';
import { askedTarget } from './asked-targets.js';

/*
 * What a clause asks that the picture will not show, each named with its reason and the nearest
 * thing done instead, so the reply never lets an ask pass in silence.
 */

const set = (list: string) => new Set(list.split(' '));

const CALLOUT_NAMES: [name: string, words: ReadonlySet<string>][] = [
  ['arrow', set('arrow arrows')],
  ['circle', set('circle circles circled ring')],
];
/** Faces a photo shows as they are: no renderer here changes one. */
const EXPRESSIONS = set(
  'shocked shock surprised excited amazed astonished screaming stunned scared sad happy smiling smile smiles angry mad crying laughing laugh disgusted confused frowning frown grinning grin',
);
/** Words that make an expression word about a face ("looking shocked", "left sad right happy"). */
const ON_A_FACE = set('looking look looks face faces expression me him her them left right');
/** A "shocked emoji" is a sticker, and "an arrow at my shocked face" names the face as it is. */
const REACTION_WORDS = set(
  'emoji emojis reaction reactions sticker stickers icon icons arrow arrows circle circles',
);

function hasAny(words: readonly string[], vocabulary: ReadonlySet<string>): boolean {
  return words.some((word) => vocabulary.has(word));
}

/** Words that only strengthen an expression ("very shocked", "super excited"). */
const STRENGTH = set('very super so really totally extremely completely');

/**
 * Whether a clause asks a face in the photo to look otherwise: "looking shocked", or an
 * expression on its own between commas ("me, shocked, red sky"), which can only be about a face.
 */
function asksExpression(words: readonly string[]): boolean {
  if (!hasAny(words, EXPRESSIONS) || hasAny(words, REACTION_WORDS)) return false;
  return (
    hasAny(words, ON_A_FACE) || words.every((word) => EXPRESSIONS.has(word) || STRENGTH.has(word))
  );
}

/**
 * The sentences naming what one clause asks and will not get: an arrow or circle at a thing the
 * renderer cannot find (left out, not moved to a face), a sticker by such a thing (put by the
 * face), or a changed expression (the face made bigger, when the clause's operations did that).
 * A photo of one thing and no face (`loneThing`) has the thing named: nothing is declined for it.
 */
export function declinedAsks(
  words: readonly string[],
  said: string,
  operations: readonly SceneOperation[],
  loneThing = false,
): string[] {
  const declined: string[] = [];
  const target = askedTarget(words);
  if (target !== null && typeof target !== 'string' && !loneThing) {
    const thing = `the ${target.thing}`;
    for (const [name, vocabulary] of CALLOUT_NAMES) {
      if (hasAny(words, vocabulary)) {
        declined.push(THUMBNAIL_MESSAGES.calloutTargetNotFound(name, thing));
      }
    }
    const sticker = operations.find(
      (operation) =>
        operation.kind === 'callout' &&
        (operation.callout.kind === 'sticker' || operation.callout.kind === 'badge'),
    );
    if (sticker) declined.push(THUMBNAIL_MESSAGES.stickerTargetNotFound(thing));
  }
  if (asksExpression(words)) {
    const zoomed = operations.some((operation) => operation.kind === 'face-zoom');
    declined.push(
      THUMBNAIL_MESSAGES.expressionUnchanged(
        said,
        zoomed ? THUMBNAIL_MESSAGES.expressionZoomed : null,
      ),
    );
  }
  return declined;
}
