import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import type { PaintedBaseArt } from '../../ports/image-model.port.js';
import { describeOperation, type EditOperation } from '../scene/index.js';

type BackgroundOperation = Extract<EditOperation, { kind: 'background' }>;

interface BackgroundAnswer {
  /** The background as the variants drew it, to be said as done; null when none drew it. */
  done: BackgroundOperation | null;
  /** What the reply says of the variants that drew another background, or ''. */
  notDrawn: string;
}

/** How a reply names a background on its own: "a galaxy", "your photo's own background". */
function backgroundWords(operation: BackgroundOperation): string {
  if (operation.background.kind === 'photo') return "your photo's own background";
  return describeOperation(operation).replace(/^made the background /, '');
}

/**
 * The asked background as the painter reports drawing it, so the reply names what the picture
 * shows rather than what was planned: done when a variant drew that kind (named as drawn), and
 * said to be missing from the variants that drew another. A painter that reports nothing is
 * taken at its word that it drew what it was directed to.
 */
export function backgroundAsDrawn(
  asked: BackgroundOperation,
  images: PaintedBaseArt['images'],
): BackgroundAnswer {
  const reported = images.flatMap((image) => (image.background ? [image.background] : []));
  if (reported.length === 0) return { done: asked, notDrawn: '' };
  const drawn = reported.filter((background) => background.kind === asked.background.kind);
  const missing = reported.length - drawn.length;
  const notDrawn =
    missing > 0
      ? THUMBNAIL_MESSAGES.backgroundNotDrawn(backgroundWords(asked), missing, reported.length)
      : '';
  const [first] = drawn;
  return { done: first ? { kind: 'background', background: first } : null, notDrawn };
}
