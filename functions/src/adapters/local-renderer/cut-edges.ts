import type { Canvas } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';

export type PhotoEdge = 'top' | 'bottom' | 'left' | 'right';

/** Where the photo's frame cuts the subject: the line, in the thumbnail, and the way inward. */
export interface CutFade {
  edge: PhotoEdge;
  /** The cut's line, in the thumbnail's pixels (a row for top and bottom, a column otherwise). */
  at: number;
  /** How far inward the subject fades in from the line, in pixels. */
  band: number;
}

/** The share of the subject's drawn height (or width) a cut it cannot hide fades in over. */
export const CUT_FADE_SHARE = 0.16;

/** Which edges of the photo cut the subject (its mask runs into them). */
export function photoEdgesCutting(subject: Box): Record<PhotoEdge, boolean> {
  return {
    left: subject.x < 0.02,
    right: subject.x + subject.width > 0.98,
    top: subject.y < 0.02,
    bottom: subject.y + subject.height > 0.96,
  };
}

/**
 * The cuts the frame of the thumbnail does not hide: an edge where the photo cut the subject
 * that is drawn inside the thumbnail rather than on its edge. Each would show as a straight
 * chop in the middle of the picture, so the subject fades in there instead.
 */
export function visibleCuts(
  cut: Record<PhotoEdge, boolean>,
  drawn: Box,
  size: { width: number; height: number },
): CutFade[] {
  const fades: CutFade[] = [];
  const across = drawn.width * CUT_FADE_SHARE;
  const down = drawn.height * CUT_FADE_SHARE;
  if (cut.top && drawn.y > 0.5) fades.push({ edge: 'top', at: drawn.y, band: down });
  if (cut.bottom && drawn.y + drawn.height < size.height - 0.5) {
    fades.push({ edge: 'bottom', at: drawn.y + drawn.height, band: down });
  }
  if (cut.left && drawn.x > 0.5) fades.push({ edge: 'left', at: drawn.x, band: across });
  if (cut.right && drawn.x + drawn.width < size.width - 0.5) {
    fades.push({ edge: 'right', at: drawn.x + drawn.width, band: across });
  }
  return fades;
}

/** Fades `layer` out toward each cut: nothing at the line, fully there past its band. */
export function fadeCuts(layer: Canvas, fades: readonly CutFade[]): void {
  if (fades.length === 0) return;
  const context = layer.getContext('2d');
  context.save();
  context.globalCompositeOperation = 'destination-in';
  for (const fade of fades) {
    const inward = fade.edge === 'top' || fade.edge === 'left' ? fade.band : -fade.band;
    const vertical = fade.edge === 'top' || fade.edge === 'bottom';
    const gradient = vertical
      ? context.createLinearGradient(0, fade.at, 0, fade.at + inward)
      : context.createLinearGradient(fade.at, 0, fade.at + inward, 0);
    // Eased, so the fade has no visible line where it starts or ends.
    for (const stop of [0, 0.25, 0.5, 0.75, 1]) {
      const eased = stop * stop * (3 - 2 * stop);
      gradient.addColorStop(stop, `rgba(0, 0, 0, ${eased.toFixed(3)})`);
    }
    context.fillStyle = gradient;
    context.fillRect(0, 0, layer.width, layer.height);
  }
  context.restore();
}
