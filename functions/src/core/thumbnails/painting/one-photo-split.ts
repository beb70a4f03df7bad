import type { ParsedEditInstructions } from '../prompt/index.js';
import type { EditOperation, SplitKind } from '../scene/index.js';

interface SplitOfPhotos {
  parsed: ParsedEditInstructions;
  /** The split asked that one photo cannot fill, for the reply to say what a second adds. */
  wanting: SplitKind | null;
}

/** A versus's mark, drawn beside the creator when one photo leaves no rival to stand between. */
const VERSUS_BADGE: EditOperation = {
  kind: 'callout',
  callout: { kind: 'badge', target: 'face', colour: null, symbol: 'VS' },
};

/**
 * A versus or a before/after has two sides, and one photo fills only one: drawing it again on
 * the other side fakes the thumbnail (the creator as their own rival, the same picture as its
 * own "before"). With one photo the split is not asked of the model at all, so the thumbnails
 * show the photo alone, a versus with its "VS" badge beside the creator, and the reply says what
 * a second photo would add.
 */
export function splitOfPhotos(parsed: ParsedEditInstructions, otherPhotos: number): SplitOfPhotos {
  const split = parsed.operations.find((operation) => operation.kind === 'split');
  if (!split || otherPhotos > 0) return { parsed, wanting: null };
  const rest = parsed.operations.filter((operation) => operation.kind !== 'split');
  return {
    parsed: {
      ...parsed,
      operations: split.split === 'versus' ? [...rest, VERSUS_BADGE] : rest,
    },
    wanting: split.split,
  };
}
