import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';
import type { FadedCut } from '../../core/quality/index.js';
import type { SubjectMask } from '../vision/analysis-protocol.js';

export type PhotoEdge = FadedCut['edge'];

/** The share of the subject's drawn height (or width) a cut it cannot hide fades in over. */
const CUT_FADE_SHARE = 0.16;
/**
 * And at least this share of the frame's height: a narrower fade still reads as a chop
 * (photoEdgeInside in functions/src/core/quality/cutout-defects.ts).
 */
const MIN_FADE = 0.13;

/** Which edges of the photo cut the subject (its mask runs into them). */
export function photoEdgesCutting(subject: Box): Record<PhotoEdge, boolean> {
  return {
    left: subject.x < 0.02,
    right: subject.x + subject.width > 0.98,
    top: subject.y < 0.02,
    bottom: subject.y + subject.height > 0.96,
  };
}

/** How near the subject's side (a share of the photo's width) its outline lies along a cut. */
const ON_CUT = 0.015;

/** Where each side's cut of the subject begins: the first row, a fraction of the photo's height. */
export interface SideCuts {
  left: number | null;
  right: number | null;
}

/**
 * A subject touching the photo's top along less than this share of its width (a bun, a raised
 * hand) has a small flat there, not a cut worth fading the whole top of the head for.
 */
export const NARROW_TOP_CUT = 0.15;

/** The share of the subject's width its mask touches the photo's top along. */
export function topCutWidth(mask: SubjectMask, subject: Box): number {
  const { size, alpha } = mask;
  let solid = 0;
  for (let x = 0; x < size; x += 1) if ((alpha[x] as number) >= 128) solid += 1;
  return subject.width > 0 ? solid / size / subject.width : 0;
}

/**
 * The rows where the left and right cuts of the subject begin (the photo's edge, or the seam of a
 * person's share of a group): the topmost row whose outline reaches that side of the subject.
 * Below it the subject ends in the cut, so a cut that begins under the frame's bottom never shows.
 */
export function sideCutsFrom(
  mask: SubjectMask,
  subject: Box,
  cut: Pick<Record<PhotoEdge, boolean>, 'left' | 'right'>,
): SideCuts {
  const { size, alpha } = mask;
  const left = Math.floor((subject.x + ON_CUT) * size);
  const right = Math.ceil((subject.x + subject.width - ON_CUT) * size);
  const firstRow = (reaches: (row: number) => boolean) => {
    for (let y = 0; y < size; y += 1) if (reaches(y * size)) return y / size;
    return null;
  };
  const solid = (row: number, from: number, to: number) => {
    for (let x = Math.max(0, from); x < Math.min(size, to); x += 1) {
      if ((alpha[row + x] as number) >= 128) return true;
    }
    return false;
  };
  return {
    left: cut.left ? firstRow((row) => solid(row, 0, left)) : null,
    right: cut.right ? firstRow((row) => solid(row, right, size)) : null,
  };
}

/**
 * The cuts the frame of the thumbnail does not hide: an edge where the photo cut the subject
 * that is drawn inside the thumbnail rather than on its edge. Each would show as a straight
 * chop in the middle of the picture, so the subject fades in there instead. A side cut that
 * begins (`from`, rows of the thumbnail) under the frame's bottom is hidden by it.
 */
export function visibleCuts(
  cut: Record<PhotoEdge, boolean>,
  drawn: Box,
  size: { width: number; height: number },
  from: { left?: number | null; right?: number | null } = {},
): FadedCut[] {
  const fades: FadedCut[] = [];
  const across = Math.max(drawn.width * CUT_FADE_SHARE, size.height * MIN_FADE);
  const down = Math.max(drawn.height * CUT_FADE_SHARE, size.height * MIN_FADE);
  const side = (edge: 'left' | 'right', at: number) => {
    const start = from[edge];
    if (start === undefined || start === null) fades.push({ edge, at, band: across });
    else if (start < size.height) fades.push({ edge, at, band: across, from: start });
  };
  if (cut.top && drawn.y > 0.5) fades.push({ edge: 'top', at: drawn.y, band: down });
  if (cut.bottom && drawn.y + drawn.height < size.height - 0.5) {
    fades.push({ edge: 'bottom', at: drawn.y + drawn.height, band: down });
  }
  if (cut.left && drawn.x > 0.5) side('left', drawn.x);
  if (cut.right && drawn.x + drawn.width < size.width - 0.5) side('right', drawn.x + drawn.width);
  return fades;
}

/** An eased ramp from `from` to `to`: no visible line where it starts or ends. */
function easedGradient(
  context: ReturnType<Canvas['getContext']>,
  line: [number, number, number, number],
  reverse: boolean,
) {
  const gradient = context.createLinearGradient(...line);
  for (const stop of [0, 0.25, 0.5, 0.75, 1]) {
    const eased = stop * stop * (3 - 2 * stop);
    gradient.addColorStop(stop, `rgba(0, 0, 0, ${(reverse ? 1 - eased : eased).toFixed(3)})`);
  }
  return gradient;
}

/**
 * Fades `layer` out toward each cut: nothing at the line, fully there past its band. A side cut
 * that begins partway down fades in only from there, the fade itself easing in above that row,
 * so the outline above it (a head, hair) stays whole.
 */
export function fadeCuts(layer: Canvas, fades: readonly FadedCut[]): void {
  if (fades.length === 0) return;
  const context = layer.getContext('2d');
  for (const fade of fades) {
    const inward = fade.edge === 'top' || fade.edge === 'left' ? fade.band : -fade.band;
    const vertical = fade.edge === 'top' || fade.edge === 'bottom';
    if (fade.from === undefined) {
      const line: [number, number, number, number] = vertical
        ? [0, fade.at, 0, fade.at + inward]
        : [fade.at, 0, fade.at + inward, 0];
      context.save();
      context.globalCompositeOperation = 'destination-in';
      context.fillStyle = easedGradient(context, line, false);
      context.fillRect(0, 0, layer.width, layer.height);
      context.restore();
      continue;
    }
    // What the fade takes away, kept to the rows from where the cut begins: drawn only over
    // its band, the rest of the layer untouched.
    const left = Math.floor(Math.min(fade.at, fade.at + inward));
    const top = Math.max(0, Math.floor(fade.from - fade.band));
    const away = createCanvas(
      Math.max(1, Math.ceil(Math.abs(inward)) + 1),
      Math.max(1, layer.height - top),
    );
    const awayContext = away.getContext('2d');
    awayContext.fillStyle = easedGradient(
      awayContext,
      [fade.at - left, 0, fade.at + inward - left, 0],
      true,
    );
    awayContext.fillRect(0, 0, away.width, away.height);
    awayContext.globalCompositeOperation = 'destination-in';
    awayContext.fillStyle = easedGradient(
      awayContext,
      [0, fade.from - fade.band - top, 0, fade.from - top],
      false,
    );
    awayContext.fillRect(0, 0, away.width, away.height);
    context.save();
    context.globalCompositeOperation = 'destination-out';
    context.drawImage(away, left, top);
    context.restore();
  }
}
