import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { calloutKey, describeOperation, type Callout } from '../scene/index.js';

/** A callout as a reply names it: "a red arrow pointing at the face". */
export const calloutThing = (callout: Callout) =>
  describeOperation({ kind: 'callout', callout }).replace(/^added /, '');

/**
 * What an edit's reply says of the callouts its picture left out as drawn again: no room clear
 * of the faces and the title (a title moved over a sticker), or nobody where one was aimed.
 */
export function editLeftOut(painted: {
  noRoom?: readonly Callout[];
  nobodyThere?: readonly Callout[];
}): { keys: Set<string>; sentences: string[] } {
  const noRoom = painted.noRoom ?? [];
  const nobodyThere = painted.nobodyThere ?? [];
  return {
    keys: new Set([...noRoom, ...nobodyThere].map(calloutKey)),
    sentences: [
      ...noRoom.map((callout) => THUMBNAIL_MESSAGES.noRoomFor(calloutThing(callout), 1, 1)),
      ...nobodyThere.map((callout) => THUMBNAIL_MESSAGES.nobodyInTheMiddle(calloutThing(callout))),
    ],
  };
}
