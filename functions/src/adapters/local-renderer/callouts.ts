import type { Box } from '@thumbforge/contract';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  NAMED_COLOURS,
  type Callout,
  type NamedColour,
  type Sticker,
} from '../../core/thumbnails/scene/index.js';
import { DURATION_BADGE_AREA } from '../../core/thumbnails/title/index.js';
import { emojiFont, titleFont } from '../imaging/title-fonts.js';
import { withAlpha } from '../../core/colour/colour-math.js';
import { personAtPlace } from './person-at-place.js';

export interface CalloutSpace {
  width: number;
  height: number;
  /** In pixels; the biggest first. */
  faces: Box[];
  subject: Box;
  faceFound: boolean;
  /** Where the title will be drawn: callouts stay out of it. */
  title: Box;
  /** The subject's cut-out as drawn, the frame's size: speed lines pass behind it. */
  cutout?: Canvas;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function grown(rect: Box, by: number): Box {
  return {
    x: rect.x - by,
    y: rect.y - by,
    width: rect.width + 2 * by,
    height: rect.height + 2 * by,
  };
}

/** What a callout points at; null when it names a person by a place where nobody stands. */
function targetOf(callout: Callout, space: CalloutSpace): Box | null {
  // "The left one" is the left one of the thumbnail as drawn, where the creator looks for it.
  if (callout.person && space.faceFound && space.faces.length > 1) {
    return personAtPlace(space.faces, (box) => box, callout.person) ?? null;
  }
  const [face] = space.faces;
  // A ring around "it" with no face found goes round the whole subject, not a guessed head.
  if (callout.kind === 'circle' && callout.target === 'subject' && !space.faceFound) {
    return space.subject;
  }
  return face ?? space.subject;
}

/** The corner the player's duration badge covers, in pixels. */
function badgeCorner({ width, height }: { width: number; height: number }): Box {
  return { x: DURATION_BADGE_AREA.x * width, y: DURATION_BADGE_AREA.y * height, width, height };
}

/** A spot of `size` that is in the frame and clear of the title, the faces and the badge corner. */
function isFree(spot: Box, space: CalloutSpace): boolean {
  const { width, height } = space;
  const inside =
    spot.x >= width * 0.02 &&
    spot.y >= height * 0.03 &&
    spot.x + spot.width <= width * 0.98 &&
    spot.y + spot.height <= height * 0.97;
  const badge = badgeCorner(space);
  return (
    inside &&
    !overlaps(spot, space.title) &&
    !overlaps(spot, badge) &&
    !space.faces.some((face) => overlaps(spot, face))
  );
}

function outlined(context: SKRSContext2D, width: number, colour: string, path: () => void) {
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.strokeStyle = '#ffffff';
  context.lineWidth = width * 1.9;
  path();
  context.stroke();
  context.strokeStyle = colour;
  context.lineWidth = width;
  path();
  context.stroke();
}

/** An arrow as drawn: a curved shaft from the tail to the neck, and a head from the neck to the tip. */
interface ArrowPlacement {
  tip: { x: number; y: number };
  neck: { x: number; y: number };
  tail: { x: number; y: number };
  bend: { x: number; y: number };
  /** The unit vector from the tip toward the tail. */
  direction: { x: number; y: number };
  shaft: number;
  head: number;
}

type Point = { x: number; y: number };

/**
 * The head a face box belongs to: the hair above the brow, the ears beside it. A callout keeps
 * off all of it: a tip on a chin, a mouth or a fringe reads as a mistake, not as pointing.
 */
export function headAround(face: Box): Box {
  return {
    x: face.x - face.width * 0.12,
    y: face.y - face.height * 0.4,
    width: face.width * 1.24,
    height: face.height * 1.45,
  };
}

/** How far from `from`, along `unit`, a ray leaves `box` (which holds `from`). */
function exitDistance(from: Point, unit: Point, box: Box): number {
  const along = (start: number, low: number, high: number, step: number) =>
    step > 1e-6 ? (high - start) / step : step < -1e-6 ? (low - start) / step : Infinity;
  return Math.min(
    along(from.x, box.x, box.x + box.width, unit.x),
    along(from.y, box.y, box.y + box.height, unit.y),
  );
}

/** Points along an arrow, each with how far its paint reaches around it. */
function arrowOutline(arrow: ArrowPlacement): { at: Point; reach: number }[] {
  const { tip, neck, tail, bend, shaft, head } = arrow;
  const points: { at: Point; reach: number }[] = [];
  for (let i = 0; i <= 4; i += 1) {
    const t = i / 4;
    points.push({
      at: { x: tip.x + (neck.x - tip.x) * t, y: tip.y + (neck.y - tip.y) * t },
      // The head's white edge reaches half a shaft past its triangle.
      reach: head * 0.75 * t + shaft * 0.45,
    });
  }
  for (let i = 1; i <= 12; i += 1) {
    const t = i / 12;
    const u = 1 - t;
    points.push({
      at: {
        x: u * u * neck.x + 2 * u * t * bend.x + t * t * tail.x,
        y: u * u * neck.y + 2 * u * t * bend.y + t * t * tail.y,
      },
      reach: shaft,
    });
  }
  return points;
}

function near(point: Point, reach: number, box: Box): boolean {
  return (
    point.x > box.x - reach &&
    point.x < box.x + box.width + reach &&
    point.y > box.y - reach &&
    point.y < box.y + box.height + reach
  );
}

/**
 * Whether every part of an arrow is in the frame and clear of the title, the badge corner and
 * the heads: the one it points at by its tip's gap, the others by at least as much.
 */
function arrowFree(arrow: ArrowPlacement, space: CalloutSpace, heads: { box: Box; gap: number }[]) {
  const { width, height } = space;
  const badge = badgeCorner(space);
  return arrowOutline(arrow).every(
    ({ at, reach }) =>
      at.x - reach >= width * 0.02 &&
      at.y - reach >= height * 0.03 &&
      at.x + reach <= width * 0.98 &&
      at.y + reach <= height * 0.97 &&
      !near(at, reach, space.title) &&
      !near(at, reach, badge) &&
      !heads.some(({ box, gap }) => near(at, reach + gap, box)),
  );
}

/** A target taller than this share of the frame is aimed at along its side, not only its middle. */
const TALL_TARGET = 0.7;

/**
 * Where an arrow at `target` goes: pointing at its middle, its tip a clear gap short of it (of
 * the whole head when the target is a face), every part of it in free space: clear of the title,
 * every person's head, the badge corner and the frame's edge. Null when no direction leaves room.
 */
export function placeArrow(target: Box, space: CalloutSpace): ArrowPlacement | null {
  const aimed = space.faces.includes(target);
  const stand = aimed ? headAround(target) : target;
  const centre = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  /*
   * A target filling the frame's height (a cat's face as a panel) leaves no room level with its
   * middle beside a title: an arrow may then come in at its upper or lower part instead.
   */
  const aims =
    target.height > space.height * TALL_TARGET
      ? [centre, ...[0.25, 0.75].map((at) => ({ x: centre.x, y: target.y + target.height * at }))]
      : [centre];
  const towardMiddle = centre.x > space.width / 2 ? -1 : 1;
  // From the side first, level with the eyes or the cheek; from below only where nothing else fits.
  const directions = [
    [towardMiddle, 0.35],
    [towardMiddle, -0.35],
    [towardMiddle, 0],
    [towardMiddle, 0.9],
    [towardMiddle, -0.9],
    [-towardMiddle, 0.4],
    [-towardMiddle, -0.4],
    [-towardMiddle, 0],
    [towardMiddle * 0.3, 1],
    [-towardMiddle * 0.3, 1],
  ] as const;
  const shaft = space.height * 0.028;
  const head = shaft * 3.2;
  const gap = Math.max(shaft * 0.8, space.height * 0.02);
  const heads = space.faces.map((face) =>
    face === target ? { box: stand, gap: 0 } : { box: headAround(face), gap },
  );
  // Long arrows first; where the picture is full, a shorter one still points the way.
  const tries = [0.2, 0.14, 0.09].flatMap((share) =>
    aims.flatMap((aim) =>
      directions.map(([dx, dy]) => ({ aim, dx, dy, reach: space.width * share })),
    ),
  );
  for (const { aim, dx, dy, reach } of tries) {
    const length = Math.hypot(dx, dy);
    const ux = dx / length;
    const uy = dy / length;
    // Out of the head along the line from its middle, then the gap: the arrow points at the face.
    const out = exitDistance(aim, { x: ux, y: uy }, stand) + gap;
    const tip = { x: aim.x + ux * out, y: aim.y + uy * out };
    const tail = { x: tip.x + ux * (head + reach), y: tip.y + uy * (head + reach) };
    const neck = { x: tip.x + ux * head, y: tip.y + uy * head };
    const bend = {
      x: (tail.x + neck.x) / 2 - uy * reach * 0.18,
      y: (tail.y + neck.y) / 2 + ux * reach * 0.18,
    };
    const arrow = { tip, neck, tail, bend, direction: { x: ux, y: uy }, shaft, head };
    if (arrowFree(arrow, space, heads)) return arrow;
  }
  return null;
}

/** Draws an arrow at its target; false when no way in leaves it room. */
function drawArrow(
  context: SKRSContext2D,
  callout: Callout,
  target: Box,
  space: CalloutSpace,
): boolean {
  const arrow = placeArrow(target, space);
  if (!arrow) return false;
  const { tip, neck, tail, bend, shaft, head } = arrow;
  const { x: ux, y: uy } = arrow.direction;
  const colour = NAMED_COLOURS[callout.colour ?? 'red'];
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.5)';
  context.shadowBlur = shaft;
  outlined(context, shaft, colour, () => {
    context.beginPath();
    context.moveTo(tail.x, tail.y);
    context.quadraticCurveTo(bend.x, bend.y, neck.x, neck.y);
  });
  const headPath = () => {
    context.beginPath();
    context.moveTo(tip.x, tip.y);
    context.lineTo(neck.x - uy * head * 0.75, neck.y + ux * head * 0.75);
    context.lineTo(neck.x + uy * head * 0.75, neck.y - ux * head * 0.75);
    context.closePath();
  };
  context.strokeStyle = '#ffffff';
  context.lineWidth = shaft * 0.9;
  headPath();
  context.stroke();
  context.fillStyle = colour;
  headPath();
  context.fill();
  context.restore();
  return true;
}

/**
 * Ring shapes around a face, tried in turn: centred above the face's middle so it holds the hair
 * too, then (where the frame's top is near) centred on the face and wider, so it still clears
 * the whole face box. As [height of the centre in the face, half-width, half-height] of the box.
 */
const FACE_RINGS = [
  [0.4, 0.75, 0.88],
  [0.5, 0.8, 0.75],
  [0.5, 1.05, 0.62],
] as const;

/**
 * A ring around the target: around a face, one that holds the whole face box, with a gap, and the
 * hair above it where the frame has room; around a thing, one hugging its box. Inside the frame,
 * since a ring cut by the edge reads as a mistake; false, drawing nothing, where the frame leaves
 * no ring clear of the face.
 */
function drawCircle(
  context: SKRSContext2D,
  callout: Callout,
  target: Box,
  space: CalloutSpace,
): boolean {
  const line = space.height * 0.014;
  const room = (centre: number, size: number) =>
    Math.max(line * 3, Math.min(centre, size - centre) - line * 2);
  const aimed = space.faces.includes(target);
  const shapes = aimed ? FACE_RINGS : ([[0.5, 0.72, 0.72]] as const);
  const gap = aimed ? line * 2.5 : 0;
  const rings = shapes.map(([down, across, tall]) => {
    const x = target.x + target.width / 2;
    const y = target.y + target.height * down;
    const radiusX = Math.min(target.width * across + gap, room(x, space.width));
    const radiusY = Math.min(target.height * tall + gap, room(y, space.height));
    // The face box's farthest corner from the ring's middle must stay inside the ring.
    const reach = Math.max(down, 1 - down) * target.height;
    const clear = (target.width / 2 / radiusX) ** 2 + (reach / radiusY) ** 2 <= 1;
    return { x, y, radiusX, radiusY, clear };
  });
  const ring = aimed ? rings.find(({ clear }) => clear) : rings[0];
  if (!ring) return false;
  context.save();
  context.translate(ring.x, ring.y);
  context.rotate(-0.08);
  outlined(context, line, NAMED_COLOURS[callout.colour ?? 'red'], () => {
    context.beginPath();
    context.ellipse(0, 0, ring.radiusX, ring.radiusY, 0, 0, Math.PI * 2);
  });
  context.restore();
  return true;
}

/**
 * Where a badge or sticker of `size` goes: beside the target's top, the first free corner; then
 * beside its bottom. A target as tall as the frame (a face filling it) has its corners off the
 * frame, so each spot is moved into it first: a sticker in the frame's corner beside the face.
 */
function besideTop(target: Box, size: number, space: CalloutSpace): Box | null {
  const right = target.x + target.width + size * 0.1;
  const left = target.x - size * 1.1;
  const bottom = target.y + target.height - size;
  const spots = [
    { x: right, y: target.y - size * 0.3 },
    { x: left, y: target.y - size * 0.3 },
    { x: right, y: target.y + target.height * 0.4 },
    { x: left, y: target.y + target.height * 0.4 },
    { x: target.x + target.width / 2 - size / 2, y: target.y - size * 1.1 },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
  const within = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  return (
    spots
      .map((spot) => ({
        x: within(spot.x, space.width * 0.02, space.width * 0.98 - size),
        y: within(spot.y, space.height * 0.03, space.height * 0.97 - size),
        width: size,
        height: size,
      }))
      .find((spot) => !overlaps(spot, target) && isFree(spot, space)) ?? null
  );
}

/** A round badge with a symbol on it: "!", "?", "VS", or "$" for money. */
function drawCoin(context: SKRSContext2D, spot: Box, colour: string, symbol: string) {
  const radius = spot.width / 2;
  context.save();
  context.translate(spot.x + radius, spot.y + radius);
  context.rotate(0.18);
  context.shadowColor = 'rgba(0, 0, 0, 0.5)';
  context.shadowBlur = radius * 0.3;
  context.fillStyle = colour;
  context.beginPath();
  context.arc(0, 0, radius, 0, Math.PI * 2);
  context.fill();
  context.shadowColor = 'transparent';
  context.lineWidth = radius * 0.14;
  context.strokeStyle = '#ffffff';
  context.stroke();
  // Two letters ("VS") fit the round as one symbol does, a size smaller.
  context.font = titleFont('anton', radius * (symbol.length > 1 ? 1.05 : 1.5));
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = radius * 0.16;
  context.strokeStyle = '#000000';
  context.strokeText(symbol, 0, radius * 0.06);
  context.fillStyle = '#ffffff';
  context.fillText(symbol, 0, radius * 0.06);
  context.restore();
}

function drawBadge(context: SKRSContext2D, callout: Callout, spot: Box) {
  const symbol = callout.symbol ?? '!';
  const colour = NAMED_COLOURS[callout.colour ?? (symbol === '?' ? 'yellow' : 'red')];
  drawCoin(context, spot, colour, symbol);
}

function starPath(context: SKRSContext2D, radius: number): void {
  context.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    context.lineTo(Math.cos(angle) * r, Math.sin(angle) * r);
  }
  context.closePath();
}

function heartPath(context: SKRSContext2D, radius: number): void {
  context.beginPath();
  context.moveTo(0, radius * 0.9);
  context.bezierCurveTo(-radius * 1.3, 0, -radius * 0.7, -radius, 0, -radius * 0.35);
  context.bezierCurveTo(radius * 0.7, -radius, radius * 1.3, 0, 0, radius * 0.9);
  context.closePath();
}

/** A four-pointed sparkle of `size` at (x, y). */
function sparkle(context: SKRSContext2D, x: number, y: number, size: number): void {
  const waist = size * 0.22;
  context.moveTo(x, y - size);
  context.quadraticCurveTo(x + waist, y - waist, x + size, y);
  context.quadraticCurveTo(x + waist, y + waist, x, y + size);
  context.quadraticCurveTo(x - waist, y + waist, x - size, y);
  context.quadraticCurveTo(x - waist, y - waist, x, y - size);
  context.closePath();
}

function sparklesPath(context: SKRSContext2D, radius: number): void {
  context.beginPath();
  sparkle(context, -radius * 0.22, radius * 0.12, radius * 0.78);
  sparkle(context, radius * 0.58, -radius * 0.58, radius * 0.4);
  sparkle(context, radius * 0.62, radius * 0.62, radius * 0.3);
}

function flamePath(context: SKRSContext2D, radius: number): void {
  context.beginPath();
  context.moveTo(0, radius);
  context.bezierCurveTo(-radius, radius, -radius * 0.95, 0, -radius * 0.25, -radius * 0.55);
  context.bezierCurveTo(-radius * 0.2, -radius * 0.2, radius * 0.1, -radius * 0.3, 0, -radius);
  context.bezierCurveTo(radius * 0.95, -radius * 0.35, radius, radius, 0, radius);
  context.closePath();
}

/** Points of a shape drawn on a grid of -1..1, scaled to `radius` and turned by `turn`. */
function polygon(points: readonly (readonly [number, number])[], turn = 0) {
  return (context: SKRSContext2D, radius: number) => {
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    context.beginPath();
    for (const [x, y] of points) {
      context.lineTo((x * cos - y * sin) * radius, (x * sin + y * cos) * radius);
    }
    context.closePath();
  };
}

const ARM = 0.19;
const crossPath = polygon(
  [
    [-ARM, -0.95],
    [ARM, -0.95],
    [ARM, -ARM],
    [0.95, -ARM],
    [0.95, ARM],
    [ARM, ARM],
    [ARM, 0.95],
    [-ARM, 0.95],
    [-ARM, ARM],
    [-0.95, ARM],
    [-0.95, -ARM],
    [-ARM, -ARM],
  ],
  Math.PI / 4,
);
const tickPath = polygon([
  [-0.9, 0.05],
  [-0.6, -0.25],
  [-0.22, 0.12],
  [0.62, -0.72],
  [0.92, -0.42],
  [-0.22, 0.72],
]);
const lightningPath = polygon([
  [0.2, -1],
  [-0.55, 0.1],
  [-0.05, 0.1],
  [-0.25, 1],
  [0.55, -0.15],
  [0.05, -0.15],
  [0.3, -1],
]);

type StickerShape = (context: SKRSContext2D, radius: number) => void;
const STICKER_SHAPES: Record<Exclude<Sticker, 'money' | 'emoji' | 'speed-lines'>, StickerShape> = {
  star: starPath,
  heart: heartPath,
  lightning: lightningPath,
  sparkles: sparklesPath,
  fire: flamePath,
  cross: crossPath,
  tick: tickPath,
};
const STICKER_COLOURS: Record<Exclude<Sticker, 'emoji'>, NamedColour> = {
  star: 'yellow',
  heart: 'red',
  lightning: 'yellow',
  sparkles: 'yellow',
  fire: 'orange',
  money: 'green',
  cross: 'red',
  tick: 'green',
  'speed-lines': 'white',
};

/** How many wedges speed lines are drawn with, all round the subject. */
const SPEED_LINES = 44;

/**
 * Manga speed lines: thin wedges from the frame's edges towards the subject, stopping at an
 * ellipse around it; the title keeps its room. With the subject's cut-out known they pass behind
 * it, so the ellipse stays small enough to show them even round a subject filling the frame;
 * without it the ellipse holds every face, so no line crosses one.
 */
function drawSpeedLines(context: SKRSContext2D, callout: Callout, space: CalloutSpace) {
  const { width, height, subject, title, cutout } = space;
  const centreX = subject.x + subject.width / 2;
  const centreY = subject.y + subject.height / 2;
  const baseX = Math.max(subject.width * 0.62, width * 0.12);
  const baseY = Math.max(subject.height * 0.58, height * 0.2);
  const reachOf = (x: number, y: number) =>
    Math.hypot((x - centreX) / baseX, (y - centreY) / baseY);
  const grow = Math.max(
    1,
    ...space.faces.flatMap((face) => [
      reachOf(face.x, face.y) * 1.12,
      reachOf(face.x + face.width, face.y) * 1.12,
      reachOf(face.x, face.y + face.height) * 1.12,
      reachOf(face.x + face.width, face.y + face.height) * 1.12,
    ]),
  );
  const radiusX = cutout ? Math.min(baseX, width * 0.3) : baseX * grow;
  const radiusY = cutout ? Math.min(baseY, height * 0.3) : baseY * grow;
  const far = Math.hypot(width, height);
  const layer = createCanvas(width, height);
  const lines = layer.getContext('2d');
  lines.beginPath();
  lines.rect(0, 0, width, height);
  lines.rect(title.x, title.y + title.height, title.width, -title.height);
  lines.clip('evenodd');
  // At 80% so the scene shows through the lines.
  lines.fillStyle = withAlpha(NAMED_COLOURS[callout.colour ?? STICKER_COLOURS['speed-lines']], 0.8);
  for (let i = 0; i < SPEED_LINES; i += 1) {
    // Uneven angles and lengths, as drawn by hand, but the same every time.
    const angle = ((i + 0.37 * Math.sin(i * 12.9898)) / SPEED_LINES) * Math.PI * 2;
    const reach = 1 + 0.18 * Math.abs(Math.sin(i * 78.233));
    const spread = (Math.PI / SPEED_LINES) * (0.35 + 0.25 * Math.abs(Math.cos(i * 3.7)));
    // Each line runs straight out from where it starts, away from the middle.
    const startX = centreX + Math.cos(angle) * radiusX * reach;
    const startY = centreY + Math.sin(angle) * radiusY * reach;
    const outward = Math.atan2(startY - centreY, startX - centreX);
    lines.beginPath();
    lines.moveTo(startX, startY);
    lines.lineTo(
      startX + Math.cos(outward - spread) * far,
      startY + Math.sin(outward - spread) * far,
    );
    lines.lineTo(
      startX + Math.cos(outward + spread) * far,
      startY + Math.sin(outward + spread) * far,
    );
    lines.closePath();
    lines.fill();
  }
  if (cutout) {
    // Off the subject and the ring of its outline: the cut-out, grown a little, wipes them away.
    lines.globalCompositeOperation = 'destination-out';
    const ring = height * 0.012;
    for (let turn = 0; turn < 8; turn += 1) {
      const angle = (turn / 8) * Math.PI * 2;
      lines.drawImage(cutout, Math.cos(angle) * ring, Math.sin(angle) * ring);
    }
    lines.drawImage(cutout, 0, 0);
  }
  context.drawImage(layer, 0, 0);
}

/** An emoji in its own colours, tilted like the other stickers, with a soft shadow under it. */
function drawEmoji(context: SKRSContext2D, emoji: string, spot: Box) {
  const radius = spot.width / 2;
  context.save();
  context.translate(spot.x + radius, spot.y + radius);
  context.rotate(-0.12);
  context.shadowColor = 'rgba(0, 0, 0, 0.55)';
  context.shadowBlur = radius * 0.3;
  context.font = emojiFont(radius * 1.7);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(emoji, 0, 0);
  context.restore();
}

function drawSticker(context: SKRSContext2D, callout: Callout, spot: Box) {
  const radius = spot.width / 2;
  const sticker = callout.sticker ?? 'star';
  if (sticker === 'emoji') {
    drawEmoji(context, callout.emoji ?? '😱', spot);
    return;
  }
  if (sticker === 'speed-lines') return;
  const colour = NAMED_COLOURS[callout.colour ?? STICKER_COLOURS[sticker]];
  if (sticker === 'money') {
    drawCoin(context, spot, colour, '$');
    return;
  }
  const path = STICKER_SHAPES[sticker];
  context.save();
  context.translate(spot.x + radius, spot.y + radius);
  context.rotate(-0.15);
  context.shadowColor = 'rgba(0, 0, 0, 0.5)';
  context.shadowBlur = radius * 0.3;
  context.lineJoin = 'round';
  context.lineWidth = radius * 0.22;
  context.strokeStyle = '#ffffff';
  path(context, radius);
  context.stroke();
  context.shadowColor = 'transparent';
  context.fillStyle = colour;
  path(context, radius);
  context.fill();
  if (sticker === 'fire') {
    // The flame's hot heart: a smaller yellow flame low inside it.
    context.translate(0, radius * 0.38);
    context.fillStyle = NAMED_COLOURS.yellow;
    flamePath(context, radius * 0.55);
    context.fill();
  }
  context.restore();
}

/**
 * A sticker's size against the frame's height: big enough to read at a glance in the feed, as a
 * creator's stickers are (a smaller one reads as a speck beside a face filling the frame).
 */
const STICKER_SIZE = 0.2;

/** The sizes of a sticker asked in the plural ("hearts"): one big, two smaller around it. */
const MANY_STICKER_SIZES = [1, 0.75, 0.6];

/** The callouts left out, for the reply to say why. */
export interface CalloutsLeftOut {
  /** Those with no spot clear of the faces and the title. */
  noRoom: Callout[];
  /** Those aimed at a person by a place where nobody stands ("the middle" of two). */
  nobodyThere: Callout[];
}

/**
 * Draws the callouts the prompt asked for: arrows pointing at the face (or the subject), circles
 * around it, "!" or "?" badges and stickers beside it. None of them covers a face or the title,
 * so one with no room is left out, and one aimed at nobody is not moved onto someone else.
 */
export function drawCallouts(
  context: SKRSContext2D,
  callouts: readonly Callout[],
  space: CalloutSpace,
): CalloutsLeftOut {
  const placed: Box[] = [];
  const noRoom: Callout[] = [];
  const nobodyThere: Callout[] = [];
  // Speed lines go under everything; badges and stickers take their corner next; arrows then
  // find their way around them.
  const order = (callout: Callout) =>
    callout.sticker === 'speed-lines'
      ? 0
      : callout.kind === 'arrow' || callout.kind === 'circle'
        ? 2
        : 1;
  const ordered = [...callouts].sort((a, b) => order(a) - order(b));
  for (const callout of ordered) {
    const busy = { ...space, faces: [...space.faces, ...placed] };
    // Aimed among the faces only: what earlier callouts took is room to avoid, not a target.
    const target = targetOf(callout, space);
    if (!target) nobodyThere.push(callout);
    else if (callout.sticker === 'speed-lines') drawSpeedLines(context, callout, space);
    else if (callout.kind === 'arrow') {
      if (!drawArrow(context, callout, target, busy)) noRoom.push(callout);
    } else if (callout.kind === 'circle') {
      if (!drawCircle(context, callout, target, busy)) noRoom.push(callout);
    } else {
      const size = space.height * (callout.kind === 'badge' ? 0.17 : STICKER_SIZE);
      const sizes = callout.many ? MANY_STICKER_SIZES : [1];
      const around = grown(target, space.height * 0.01);
      let drawn = 0;
      for (const share of sizes) {
        const taken = { ...space, faces: [...space.faces, ...placed] };
        const spot = besideTop(around, size * share, taken);
        if (!spot) continue;
        if (callout.kind === 'badge') drawBadge(context, callout, spot);
        else drawSticker(context, callout, spot);
        placed.push(spot);
        drawn += 1;
      }
      if (drawn === 0) noRoom.push(callout);
    }
  }
  return { noRoom, nobodyThere };
}
