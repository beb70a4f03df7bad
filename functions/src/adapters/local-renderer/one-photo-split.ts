import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';
import type { SplitKind } from '../../core/thumbnails/scene/index.js';

/**
 * How the creator's own subject is drawn again on the other side of a split of one photo: dull
 * and grey as its own "before", or in the versus's second colour as the rival. An empty half
 * reads as a broken thumbnail; the reply says a second photo would take that side.
 */
const TREATMENTS: Record<SplitKind, { filter: string; tint: number }> = {
  'before-after': { filter: 'grayscale(1) brightness(0.72) contrast(0.85)', tint: 0 },
  versus: { filter: 'saturate(0.6) brightness(0.9)', tint: 0.38 },
};

/** The cut-out layer with its copy in the left half, as the detectors read the subject's mask. */
export function withSameSubject(subject: Canvas): Canvas {
  const { width, height } = subject;
  const both = createCanvas(width, height);
  const context = both.getContext('2d');
  context.drawImage(subject, 0, 0);
  context.beginPath();
  context.rect(0, 0, width / 2, height);
  context.clip();
  context.drawImage(subject, -width / 2, 0);
  return both;
}

/**
 * Draws `subject` (the cut-out layer standing in the right half) again in the left half, in the
 * split's treatment, and answers its faces as drawn there (`faces` are the right half's, as
 * fractions of the frame).
 */
export function paintSameSubjectOtherSide(
  context: SKRSContext2D,
  subject: Canvas,
  split: SplitKind,
  tint: string,
  faces: readonly Box[],
): Box[] {
  const { width, height } = subject;
  const treatment = TREATMENTS[split];
  const copy = createCanvas(width, height);
  const copyContext = copy.getContext('2d');
  copyContext.filter = treatment.filter;
  copyContext.drawImage(subject, 0, 0);
  copyContext.filter = 'none';
  if (treatment.tint > 0) {
    copyContext.globalCompositeOperation = 'source-atop';
    copyContext.globalAlpha = treatment.tint;
    copyContext.fillStyle = tint;
    copyContext.fillRect(0, 0, width, height);
  }
  context.save();
  context.beginPath();
  context.rect(0, 0, width / 2, height);
  context.clip();
  context.drawImage(copy, -width / 2, 0);
  context.restore();
  return faces.flatMap((face) => {
    const x = face.x - 0.5;
    const right = Math.min(0.5, x + face.width);
    return right > Math.max(0, x)
      ? [{ ...face, x: Math.max(0, x), width: right - Math.max(0, x) }]
      : [];
  });
}
