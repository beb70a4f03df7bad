import type { TitleLayer } from '@thumbforge/contract';
import { DURATION_BADGE_AREA } from '../../core/thumbnails/title-placement.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TitleLine {
  text: string;
  /** Left edge and baseline of the line's glyphs. */
  x: number;
  baseline: number;
  width: number;
}

export interface TitleLayout {
  fontSize: number;
  lines: TitleLine[];
  outlineWidth: number;
  shadowOffset: number;
  /** The colour band behind the title, if its style has one. */
  bands: Rect[];
  /** Everything the title paints (band, glyphs, outline and shadow), in pixels. */
  bounds: Rect;
}

/** Width in pixels of `text` set at `fontSize`. */
export type MeasureText = (text: string, fontSize: number) => number;

const MAX_ATTEMPTS = 400;
/** The preferred cap height of a title, as a fraction of the thumbnail's height. */
const PREFERRED_CAP = 0.15;
const SHRINK = 0.95;
const LINE_GAP = 0.2;
/** How far the title's soft shadow spreads, as a fraction of the font size (draw-title-layer). */
const SHADOW_BLUR_REACH = 0.06;

/**
 * Ways to set the words on at most three lines: fewer lines first, the most balanced first among
 * the same count. A narrow column (beside a face) stacks the words rather than shrinking them.
 */
function lineBreaks(words: string[], measure: (text: string) => number): string[][] {
  const single = [words.join(' ')];
  const byBalance = (splits: string[][]) =>
    splits
      .map((lines) => ({ lines, widest: Math.max(...lines.map(measure)) }))
      .sort((a, b) => a.widest - b.widest)
      .map((split) => split.lines);
  const two: string[][] = [];
  const three: string[][] = [];
  for (let i = 1; i < words.length; i += 1) {
    two.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    for (let j = i + 1; j < words.length && words.length <= 24; j += 1) {
      three.push([
        words.slice(0, i).join(' '),
        words.slice(i, j).join(' '),
        words.slice(j).join(' '),
      ]);
    }
  }
  return [single, ...byBalance(two), ...byBalance(three)];
}

/**
 * Fits a title into its box: the largest size up to the preferred one at which the words, broken
 * at word boundaries onto at most three lines, fit with their outline and shadow. A title of any
 * length ends up inside the box; it shrinks, it never overflows.
 */
export function layoutTitle(
  layer: TitleLayer,
  canvas: { width: number; height: number },
  capRatio: number,
  measure: MeasureText,
): TitleLayout {
  const box = {
    x: layer.position.box.x * canvas.width,
    y: layer.position.box.y * canvas.height,
    width: layer.position.box.width * canvas.width,
    height: layer.position.box.height * canvas.height,
  };
  const words = layer.text.toUpperCase().split(/\s+/).filter(Boolean);
  let fontSize = (PREFERRED_CAP * canvas.height * layer.style.scale) / capRatio;

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const outlineWidth = Math.max(2, fontSize * 0.12);
    const shadowOffset = Math.max(2, fontSize * 0.06);
    const cap = fontSize * capRatio;
    const pad = outlineWidth / 2;
    const size = fontSize;
    const widthOf = (text: string) => measure(text, size);
    for (const lines of lineBreaks(words, widthOf)) {
      const widths = lines.map(widthOf);
      // The drop shadow's blur reaches past the offset copy: its room is kept inside the box too.
      const shadowReach = shadowOffset + fontSize * SHADOW_BLUR_REACH;
      const blockWidth = Math.max(...widths) + 2 * pad + shadowReach;
      const blockHeight =
        lines.length * cap + (lines.length - 1) * cap * LINE_GAP + 2 * pad + shadowReach;
      if (blockWidth > box.width || blockHeight > box.height) {
        continue;
      }
      const top = {
        top: box.y,
        middle: box.y + (box.height - blockHeight) / 2,
        bottom: box.y + box.height - blockHeight,
      }[layer.position.vertical];
      const placed = lines.map((text, i) => {
        const width = widths[i] ?? 0;
        const x = {
          left: box.x + pad,
          center: box.x + (box.width - shadowReach - width) / 2,
          right: box.x + box.width - pad - shadowReach - width,
        }[layer.position.align];
        return { text, x, baseline: top + pad + cap + i * cap * (1 + LINE_GAP), width };
      });
      const left = Math.min(...placed.map((line) => line.x)) - pad;
      const text = { x: left, y: top, width: blockWidth, height: blockHeight };
      const bands = bandRects(layer, canvas, text, placed, cap);
      return {
        fontSize,
        lines: placed,
        outlineWidth,
        shadowOffset,
        bands,
        bounds: bands.reduce(union, text),
      };
    }
    fontSize *= SHRINK;
  }
  throw new RangeError(`The title cannot fit a box of ${box.width}x${box.height} pixels`);
}

function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { x, y, width: right - x, height: bottom - y };
}

/** A band that would reach into the duration badge's corner stops short of it. */
function clearOfBadge(rect: Rect, canvas: { width: number; height: number }): Rect {
  const badgeX = DURATION_BADGE_AREA.x * canvas.width;
  const badgeY = DURATION_BADGE_AREA.y * canvas.height;
  if (rect.x + rect.width <= badgeX || rect.y + rect.height <= badgeY) return rect;
  return { ...rect, width: Math.max(0, badgeX - rect.x) };
}

function bandRects(
  layer: TitleLayer,
  canvas: { width: number; height: number },
  text: Rect,
  lines: TitleLine[],
  cap: number,
): Rect[] {
  const band = layer.style.band;
  if (!band) return [];
  const padY = cap * 0.28;
  if (band.shape === 'strip') {
    const top = Math.max(0, text.y - padY);
    const bottom = Math.min(canvas.height, text.y + text.height + padY);
    return [clearOfBadge({ x: 0, y: top, width: canvas.width, height: bottom - top }, canvas)];
  }
  const padX = cap * 0.25;
  return lines.map((line) =>
    clearOfBadge(
      {
        x: Math.max(0, line.x - padX),
        y: Math.max(0, line.baseline - cap - padY),
        width: line.width + 2 * padX,
        height: cap + 2 * padY,
      },
      canvas,
    ),
  );
}
