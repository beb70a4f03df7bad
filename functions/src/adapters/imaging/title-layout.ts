import type { Box, TitleLayer } from '@thumbforge/contract';
import { DURATION_BADGE_AREA } from '../../core/thumbnails/title/index.js';

export interface TitleLine {
  text: string;
  /** Left edge and baseline of the line's glyphs. */
  x: number;
  baseline: number;
  width: number;
}

export interface TitleLayout {
  fontSize: number;
  /** How tall the title's letters stand above the baseline, px (a capital's height in Latin). */
  letterHeight: number;
  lines: TitleLine[];
  outlineWidth: number;
  shadowOffset: number;
  /** The colour band behind the title, if its style has one. */
  bands: Box[];
  /** Everything the title paints (band, glyphs, outline and shadow), in pixels. */
  bounds: Box;
}

/** Width in pixels of `text` set at `fontSize`. */
type MeasureText = (text: string, fontSize: number) => number;

/**
 * How far a title's glyphs reach above and below the baseline, as fractions of the font size.
 * Capitals of the title font stand on the baseline at its cap height; other scripts reach higher
 * (Devanagari's vowel signs) and lower (Arabic, Tamil), measured on the title's own text.
 */
export interface VerticalMetrics {
  ascent: number;
  descent: number;
}

/** A piece of a title a line may break after; `space` says whether a space comes before it. */
interface BreakUnit {
  text: string;
  space: boolean;
}

/** Han and kana: Chinese and Japanese, written without spaces, wrap between words instead. */
const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
const DIGIT_LAST = /\d$/u;
/** What never starts a line in Chinese and Japanese: closing marks, small kana, the long vowel. */
const NO_LINE_START = /^[、。，．！？」』）〕】ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/u;

/**
 * A Chinese or Japanese run cut where a line may break: at the platform's dictionary word
 * boundaries, keeping on the word before it what reads with it: punctuation and closing marks,
 * Japanese particles and verb endings (hiragana), a counter after its number (100日間).
 */
function cjkWords(word: string, lang: string | undefined): string[] {
  const locale = lang ?? (KANA.test(word) ? 'ja' : 'zh');
  const pieces: string[] = [];
  for (const { segment, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(
    word,
  )) {
    const last = pieces.at(-1);
    const staysWithLast =
      last !== undefined &&
      (!isWordLike ||
        NO_LINE_START.test(segment) ||
        HIRAGANA_ONLY.test(segment) ||
        (DIGIT_LAST.test(last) && CJK_LETTER.test(segment)));
    if (staysWithLast) pieces[pieces.length - 1] = `${last}${segment}`;
    else pieces.push(segment);
  }
  return pieces;
}

/** The title's words, with Chinese and Japanese runs cut into their own words so they can wrap. */
function breakUnits(text: string, lang: string | undefined): BreakUnit[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) =>
      CJK_LETTER.test(word)
        ? cjkWords(word, lang).map((piece, i) => ({ text: piece, space: i === 0 }))
        : [{ text: word, space: true }],
    );
}

function joinUnits(units: BreakUnit[]): string {
  return units.map((unit, i) => (i > 0 && unit.space ? ` ${unit.text}` : unit.text)).join('');
}

/** The sizes tried run from the preferred one down by `SHRINK` each, this many at most. */
const MAX_ATTEMPTS = 400;
const MIRRORED = { left: 'right', center: 'center', right: 'left' } as const;
/** The preferred cap height of a title, as a fraction of the thumbnail's height. */
const PREFERRED_CAP = 0.15;
const SHRINK = 0.95;
const LINE_GAP = 0.2;
/** How far the title's soft shadow spreads, as a fraction of the font size (draw-title-layer). */
const SHADOW_BLUR_REACH = 0.06;
/** Break points measured on each side of where an even cut would fall. */
const NEAR_CUT = 2;

/**
 * Where lines could break near the even cuts into `lines` lines, judged by characters: for each
 * cut the `NEAR_CUT` break points on either side (a break `i` starts a line at unit `i`).
 */
function breaksNearCuts(ends: readonly number[], lines: number): number[][] {
  const units = ends.length - 1;
  const total = ends[units] ?? 0;
  const near: number[][] = [];
  for (let cut = 1; cut < lines; cut += 1) {
    const target = (total * cut) / lines;
    let after = 1;
    while (after < units - 1 && (ends[after] ?? 0) < target) after += 1;
    const from = Math.max(1, after - NEAR_CUT);
    const to = Math.min(units - 1, after + NEAR_CUT - 1);
    near.push(Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i));
  }
  return near;
}

/**
 * The candidate ways to set the words on two and on three lines: a few break points near the
 * even cuts, in reading order, so however many words a title has, a fixed number are measured.
 */
function splitCandidates(words: BreakUnit[]): { two: number[][]; three: number[][] } {
  // Characters up to the end of each unit, spaces included: where an even cut roughly falls.
  const ends = [0];
  words.forEach((unit, i) => {
    ends.push((ends[i] ?? 0) + unit.text.length + (i > 0 && unit.space ? 1 : 0));
  });
  const [twoCut = []] = breaksNearCuts(ends, 2);
  const [first = [], second = []] = breaksNearCuts(ends, 3);
  return {
    two: twoCut.map((i) => [i]),
    three: first.flatMap((i) => second.filter((j) => j > i).map((j) => [i, j])),
  };
}

function linesAt(words: BreakUnit[], breaks: number[]): string[] {
  return [0, ...breaks].map((from, i) => joinUnits(words.slice(from, breaks[i] ?? words.length)));
}

/**
 * Ways to set the words on at most three lines, fewer lines first: the whole title, then its most
 * balanced split on two lines and on three, measured at one size (widths grow with the size, so
 * the balance holds at every size). A narrow column (beside a face) stacks the words rather than
 * shrinking them.
 */
function lineBreaks(words: BreakUnit[], measure: (text: string) => number): string[][] {
  const { two, three } = splitCandidates(words);
  const mostBalanced = (splits: number[][]) => {
    let best: { lines: string[]; widest: number } | null = null;
    for (const breaks of splits) {
      const lines = linesAt(words, breaks);
      const widest = Math.max(...lines.map(measure));
      if (!best || widest < best.widest) best = { lines, widest };
    }
    return best ? [best.lines] : [];
  };
  return [[joinUnits(words)], ...mostBalanced(two), ...mostBalanced(three)];
}

/** `measure` remembering what it measured: the same line is measured once per size. */
function remembered(measure: MeasureText): MeasureText {
  const known = new Map<string, number>();
  return (text, size) => {
    const key = `${size}\u0000${text}`;
    const width = known.get(key) ?? measure(text, size);
    known.set(key, width);
    return width;
  };
}

/**
 * Fits a title into its box: the largest size up to the preferred one at which the words, broken
 * at word boundaries onto at most three lines, fit with their outline and shadow. A title of any
 * length ends up inside the box; it shrinks, it never overflows. `vertical` is the title font's
 * capitals unless the text's script reaches further. A right-to-left title keeps to the same box
 * but starts from its other side. The work is bounded whatever the title: a few splits measured
 * once, then a binary search over the sizes (a smaller size fits whatever a larger one does).
 */
export function layoutTitle(
  layer: TitleLayer,
  canvas: { width: number; height: number },
  capRatio: number,
  measureText: MeasureText,
  vertical: VerticalMetrics & { rightToLeft?: boolean } = { ascent: capRatio, descent: 0 },
): TitleLayout {
  const measure = remembered(measureText);
  const box = withinFrame(layer.position.box, canvas);
  // Capitals as the language writes them (Turkish i is İ); a title without one, as Unicode does.
  const upper = layer.lang ? layer.text.toLocaleUpperCase(layer.lang) : layer.text.toUpperCase();
  const words = breakUnits(upper, layer.lang);
  const ascentRatio = Math.max(capRatio, vertical.ascent);
  const align = vertical.rightToLeft ? MIRRORED[layer.position.align] : layer.position.align;
  const sizes = [(PREFERRED_CAP * canvas.height * layer.style.scale) / capRatio];
  while (sizes.length < MAX_ATTEMPTS) sizes.push((sizes.at(-1) ?? 0) * SHRINK);
  const splitsAt = (fontSize: number) => lineBreaks(words, (text) => measure(text, fontSize));
  const preferred = sizes[0] ?? 0;
  const arrangements = splitsAt(preferred);

  const laidOutAt = (fontSize: number, splits = arrangements): TitleLayout | null => {
    const outlineWidth = Math.max(2, fontSize * 0.12);
    const shadowOffset = Math.max(2, fontSize * 0.06);
    const cap = fontSize * capRatio;
    const ascent = fontSize * ascentRatio;
    const descent = fontSize * vertical.descent;
    const pitch = ascent + descent + cap * LINE_GAP;
    const pad = outlineWidth / 2;
    const widthOf = (text: string) => measure(text, fontSize);
    for (const lines of splits) {
      const widths = lines.map(widthOf);
      // The drop shadow's blur reaches past the offset copy: its room is kept inside the box too.
      const shadowReach = shadowOffset + fontSize * SHADOW_BLUR_REACH;
      const blockWidth = Math.max(...widths) + 2 * pad + shadowReach;
      const blockHeight = lines.length * pitch - cap * LINE_GAP + 2 * pad + shadowReach;
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
        }[align];
        return { text, x, baseline: top + pad + ascent + i * pitch, width };
      });
      const left = Math.min(...placed.map((line) => line.x)) - pad;
      const text = { x: left, y: top, width: blockWidth, height: blockHeight };
      const bands = bandRects(layer, canvas, text, placed, { cap, ascent, descent });
      return {
        fontSize,
        letterHeight: ascent,
        lines: placed,
        outlineWidth,
        shadowOffset,
        bands,
        bounds: bands.reduce(union, text),
      };
    }
    return null;
  };

  const largest = laidOutAt(preferred);
  if (largest) return largest;
  let tooBig = 0;
  let smallest = sizes.length - 1;
  let fitting = laidOutAt(sizes[smallest] ?? 0);
  if (!fitting) {
    throw new RangeError(`The title cannot fit a box of ${box.width}x${box.height} pixels`);
  }
  while (smallest - tooBig > 1) {
    const middle = Math.floor((tooBig + smallest) / 2);
    const layout = laidOutAt(sizes[middle] ?? 0);
    if (layout) {
      smallest = middle;
      fitting = layout;
    } else {
      tooBig = middle;
    }
  }
  // The splits as balanced at the size found, where rounding may weigh two lines differently.
  return laidOutAt(sizes[smallest] ?? 0, splitsAt(sizes[smallest] ?? 0)) ?? fitting;
}

/**
 * The title's box in pixels, the part of it inside the frame: a box moved off the faces past an
 * edge would otherwise cut the title's first or last line.
 */
function withinFrame(fraction: Box, canvas: { width: number; height: number }): Box {
  const x = Math.max(0, fraction.x) * canvas.width;
  const y = Math.max(0, fraction.y) * canvas.height;
  const right = Math.min(1, fraction.x + fraction.width) * canvas.width;
  const bottom = Math.min(1, fraction.y + fraction.height) * canvas.height;
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { x, y, width: right - x, height: bottom - y };
}

/** A band that would reach into the duration badge's corner stops short of it. */
function clearOfBadge(rect: Box, canvas: { width: number; height: number }): Box {
  const badgeX = DURATION_BADGE_AREA.x * canvas.width;
  const badgeY = DURATION_BADGE_AREA.y * canvas.height;
  if (rect.x + rect.width <= badgeX || rect.y + rect.height <= badgeY) return rect;
  return { ...rect, width: Math.max(0, badgeX - rect.x) };
}

function bandRects(
  layer: TitleLayer,
  canvas: { width: number; height: number },
  text: Box,
  lines: TitleLine[],
  { cap, ascent, descent }: { cap: number; ascent: number; descent: number },
): Box[] {
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
        y: Math.max(0, line.baseline - ascent - padY),
        width: line.width + 2 * padX,
        height: ascent + descent + 2 * padY,
      },
      canvas,
    ),
  );
}
