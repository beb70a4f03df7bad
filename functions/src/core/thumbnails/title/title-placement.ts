import type { Box, TitleBox, TitleLayer, TitlePosition } from '@thumbforge/contract';
import type { HorizontalPlace, VerticalPlace } from '../scene/index.js';

/** YouTube draws the video's duration in the bottom-right corner: the title never goes there. */
export const DURATION_BADGE_AREA = { x: 0.78, y: 0.8 } as const;
/** The safe margin kept clear around the thumbnail's edges. */
const EDGE_MARGIN = 0.04;

const MIN_SIDE = 0.12;

export function overlapsDurationBadge(box: TitleBox): boolean {
  return box.x + box.width > DURATION_BADGE_AREA.x && box.y + box.height > DURATION_BADGE_AREA.y;
}

/**
 * The largest part of `box` that stays clear of the duration badge: cut on the right or on the
 * bottom, whichever keeps more room for the title.
 */
export function keepClearOfBadge(box: TitleBox): TitleBox {
  if (!overlapsDurationBadge(box)) return box;
  const narrower = { ...box, width: DURATION_BADGE_AREA.x - box.x };
  const shorter = { ...box, height: DURATION_BADGE_AREA.y - box.y };
  const room = (candidate: TitleBox) =>
    candidate.width >= MIN_SIDE && candidate.height >= MIN_SIDE
      ? candidate.width * candidate.height
      : 0;
  if (room(narrower) === 0 && room(shorter) === 0) {
    return { x: EDGE_MARGIN, y: EDGE_MARGIN, width: 0.6, height: 0.4 };
  }
  return room(narrower) >= room(shorter) ? narrower : shorter;
}

function clampToSafeArea(box: TitleBox): TitleBox {
  const x = Math.max(EDGE_MARGIN, box.x);
  const y = Math.max(EDGE_MARGIN, box.y);
  const width = Math.max(MIN_SIDE, Math.min(box.width, 1 - EDGE_MARGIN - x));
  const height = Math.max(MIN_SIDE, Math.min(box.height, 1 - EDGE_MARGIN - y));
  return keepClearOfBadge({ x, y, width, height });
}

/** Where "move the text to the top / bottom left / right ..." puts the title. */
export function placeTitle(place: {
  horizontal?: HorizontalPlace;
  vertical?: VerticalPlace;
}): TitlePosition {
  const { horizontal, vertical } = place;
  const columns: Record<HorizontalPlace | 'any', [number, number]> =
    vertical === undefined
      ? { left: [0.04, 0.54], right: [0.46, 0.96], center: [0.12, 0.88], any: [0.04, 0.96] }
      : { left: [0.04, 0.64], right: [0.36, 0.96], center: [0.12, 0.88], any: [0.04, 0.96] };
  const rows: Record<VerticalPlace | 'any', [number, number]> = {
    top: [0.04, 0.42],
    middle: [0.3, 0.7],
    bottom: [0.58, 0.96],
    any: [0.06, 0.94],
  };
  const [left, right] = columns[horizontal ?? 'any'];
  const [top, bottom] = rows[vertical ?? 'any'];
  const wanted = { x: left, y: top, width: right - left, height: bottom - top };
  const box = clampToSafeArea(wanted);
  const cutOnTheRight = box.x + box.width < wanted.x + wanted.width - 1e-9;
  const align =
    horizontal === 'left' || (horizontal !== 'right' && cutOnTheRight)
      ? 'left'
      : (horizontal ?? 'center');
  return { box, align, vertical: vertical ?? 'middle' };
}

/** Grows or shrinks the title's box around the side it is anchored to. */
export function resizeTitleBox(position: TitlePosition, factor: number): TitlePosition {
  const { box, align, vertical } = position;
  const width = box.width * factor;
  const height = box.height * factor;
  const anchorX = { left: box.x, center: box.x + box.width / 2, right: box.x + box.width }[align];
  const anchorY = { top: box.y, middle: box.y + box.height / 2, bottom: box.y + box.height }[
    vertical
  ];
  const x = { left: anchorX, center: anchorX - width / 2, right: anchorX - width }[align];
  const y = { top: anchorY, middle: anchorY - height / 2, bottom: anchorY - height }[vertical];
  return { ...position, box: clampToSafeArea({ x, y, width, height }) };
}

/** A title box smaller than this cannot hold a readable title. */
const MIN_TITLE = { width: 0.22, height: 0.14 };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * How good a box is for a title: its area, counting height only up to what three big lines use,
 * so a wide band beats a tall narrow column that would shrink the words.
 */
const area = (box: Box) => box.width * Math.min(box.height, 0.5);

/**
 * The largest part of `box` that touches none of `areas`, cut beside, above or below each area
 * in its way; null when no part is big enough for a title. Areas are few (the faces, at most 8).
 */
function largestClearPart(box: TitleBox, areas: readonly Box[]): TitleBox | null {
  if (box.width < MIN_TITLE.width - 1e-9 || box.height < MIN_TITLE.height - 1e-9) return null;
  const blocking = areas.find((candidate) => intersects(box, candidate));
  if (!blocking) return box;
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const parts: TitleBox[] = [
    { ...box, width: blocking.x - box.x },
    { ...box, x: blocking.x + blocking.width, width: right - (blocking.x + blocking.width) },
    { ...box, height: blocking.y - box.y },
    { ...box, y: blocking.y + blocking.height, height: bottom - (blocking.y + blocking.height) },
  ];
  let best: TitleBox | null = null;
  for (const part of parts) {
    const clear = largestClearPart(part, areas);
    if (clear && (!best || area(clear) > area(best))) best = clear;
  }
  return best;
}

const PLACES: { horizontal?: HorizontalPlace; vertical?: VerticalPlace }[] = [
  { vertical: 'top' },
  { vertical: 'bottom' },
  { horizontal: 'left' },
  { horizontal: 'right' },
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
];

/**
 * The title's position with its box clear of every area to keep clear (the faces): the largest
 * clear part of the box asked for when it is big enough for a title, else the roomiest clear
 * place elsewhere. Kept clear of the duration badge too, as every placement is.
 */
function keepTitleClear(
  position: TitlePosition,
  keepClear: readonly Box[],
  /** The share of the asked room that still counts as the place asked for. */
  enough = 0.7,
): TitlePosition {
  if (keepClear.length === 0) return position;
  const wanted = largestClearPart(position.box, keepClear);
  if (wanted && area(wanted) >= area(position.box) * enough) return { ...position, box: wanted };
  let best: TitlePosition | null = wanted ? { ...position, box: wanted } : null;
  for (const place of PLACES) {
    const candidate = placeTitle(place);
    const clear = largestClearPart(candidate.box, keepClear);
    if (clear && (!best || area(clear) > area(best.box))) best = { ...candidate, box: clear };
  }
  return best ?? position;
}

/**
 * A title layer that keeps clear of its `keepClear` areas: its box moved off them, and a strip
 * band (which spans the whole width) narrowed to a highlight where a face shares its rows.
 */
export function clearTitleLayer(
  layer: TitleLayer,
  { asked = false }: { asked?: boolean } = {},
): TitleLayer {
  const keepClear = layer.keepClear ?? [];
  if (keepClear.length === 0) return layer;
  // A place the creator asked for is kept while any clear part of it can hold the title; a
  // layout's own place gives way to a roomier one.
  const position = keepTitleClear(layer.position, keepClear, asked ? 0 : 0.7);
  const rows = { ...position.box, x: 0, width: 1 };
  const band =
    layer.style.band?.shape === 'strip' && keepClear.some((face) => intersects(rows, face))
      ? { ...layer.style.band, shape: 'highlight' as const }
      : layer.style.band;
  return { ...layer, position, style: { ...layer.style, band } };
}

/** More faces than this are a crowd: the title keeps off the area they fill together. */
const MAX_FACES_APART = 8;

/** The smallest box holding every one of `boxes` (at least one). */
function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Faces grown by a margin, so neither the title's glyphs nor its band come near them. A crowd
 * (a class photo, a conference group) is kept clear of as one area: a title fitted between the
 * biggest of its faces would land on the others.
 */
export function keepClearOfFaces(faces: readonly Box[]): Box[] {
  const apart = faces.length > MAX_FACES_APART ? [union(faces)] : faces;
  return apart.map((face) => {
    const padX = Math.max(face.width * 0.12, 0.03);
    const padY = Math.max(face.height * 0.12, 0.05);
    const x = Math.max(0, face.x - padX);
    const y = Math.max(0, face.y - padY);
    return {
      x,
      y,
      width: Math.min(1, face.x + face.width + padX) - x,
      height: Math.min(1, face.y + face.height + padY) - y,
    };
  });
}

/**
 * The title layer placed clear of the faces in newly painted art: the faces it kept clear of
 * before are replaced by these, and a layer with none keeps clear of nothing.
 */
export function titleClearOf(layer: TitleLayer, faces: readonly Box[]): TitleLayer {
  const keepClear = keepClearOfFaces(faces);
  // The brand logo stays with its title wherever the faces move it.
  const placed: TitleLayer = {
    text: layer.text,
    style: layer.style,
    position: layer.position,
    ...(layer.logo ? { logo: layer.logo } : {}),
  };
  return clearTitleLayer(keepClear.length > 0 ? { ...placed, keepClear } : placed);
}
