import type { Box } from '@thumbforge/contract';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { Callout, Sticker } from '../../core/thumbnails/scene/index.js';
import { drawCallouts, headAround, placeArrow, type CalloutSpace } from './callouts.js';

const WIDTH = 1280;
const HEIGHT = 720;

function space(face: Box, title: Box, others: Box[] = []): CalloutSpace {
  return {
    width: WIDTH,
    height: HEIGHT,
    faces: [face, ...others],
    subject: { x: face.x - 60, y: face.y - 40, width: face.width + 120, height: HEIGHT - face.y },
    faceFound: true,
    title,
  };
}

const inside = (point: { x: number; y: number }, box: Box) =>
  point.x >= box.x &&
  point.x <= box.x + box.width &&
  point.y >= box.y &&
  point.y <= box.y + box.height;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function body(arrow: NonNullable<ReturnType<typeof placeArrow>>): Box {
  const { neck, tail } = arrow;
  return {
    x: Math.min(neck.x, tail.x),
    y: Math.min(neck.y, tail.y),
    width: Math.abs(tail.x - neck.x),
    height: Math.abs(tail.y - neck.y),
  };
}

describe('placeArrow', () => {
  const face = { x: 760, y: 150, width: 220, height: 260 };
  const titleLeft = { x: 40, y: 40, width: 520, height: 300 };

  /** How far `point` lies outside `box`; 0 inside it. */
  const distanceOutside = (point: { x: number; y: number }, box: Box) =>
    Math.hypot(
      Math.max(box.x - point.x, 0, point.x - box.x - box.width),
      Math.max(box.y - point.y, 0, point.y - box.y - box.height),
    );

  /** Whether the line from the tail through the tip passes through the box's middle third. */
  const pointsAt = (arrow: NonNullable<ReturnType<typeof placeArrow>>, box: Box) => {
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const along =
      (centre.x - arrow.tip.x) * -arrow.direction.x + (centre.y - arrow.tip.y) * -arrow.direction.y;
    const aimed = {
      x: arrow.tip.x - arrow.direction.x * along,
      y: arrow.tip.y - arrow.direction.y * along,
    };
    return along > 0 && Math.hypot(aimed.x - centre.x, aimed.y - centre.y) < box.height / 6;
  };

  it('stops its tip a visible gap short of the whole head, the hair above the face included', () => {
    const arrow = placeArrow(face, space(face, titleLeft));
    expect(arrow).not.toBeNull();
    const head = headAround(face);
    expect(head.y).toBeLessThan(face.y - face.height * 0.3);
    expect(distanceOutside(arrow!.tip, head)).toBeGreaterThanOrEqual(HEIGHT * 0.02);
    expect(pointsAt(arrow!, face)).toBe(true);
    // From the side, level with the face: not from under the chin.
    expect(arrow!.direction.y).toBeLessThan(0.9);
  });

  it('keeps its body clear of the title, every head and the frame', () => {
    const other = { x: 1050, y: 420, width: 150, height: 180 };
    const arrow = placeArrow(face, space(face, titleLeft, [other]));
    expect(arrow).not.toBeNull();
    const drawn = body(arrow!);
    expect(overlaps(drawn, titleLeft)).toBe(false);
    expect(overlaps(drawn, headAround(face))).toBe(false);
    expect(overlaps(drawn, headAround(other))).toBe(false);
    expect(drawn.x).toBeGreaterThanOrEqual(0);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(WIDTH);
  });

  it('finds another way in when the side toward the middle is taken, still pointing at the face', () => {
    const titleInTheWay = { x: 300, y: 60, width: 440, height: 600 };
    const arrow = placeArrow(face, space(face, titleInTheWay));
    expect(arrow).not.toBeNull();
    expect(distanceOutside(arrow!.tip, headAround(face))).toBeGreaterThan(0);
    expect(pointsAt(arrow!, face)).toBe(true);
    expect(overlaps(body(arrow!), titleInTheWay)).toBe(false);
  });

  it('points at a head as tall as the frame from beside its upper or lower part', () => {
    // A cat's face filling the frame's right, the title level with its middle on the left.
    const tall = { x: 700, y: 58, width: 580, height: 605 };
    const titleMiddle = { x: 40, y: 140, width: 520, height: 320 };
    const arrow = placeArrow(tall, { ...space(tall, titleMiddle), faceFound: false });
    expect(arrow).not.toBeNull();
    expect(arrow!.tip.x).toBeLessThan(tall.x);
    expect(arrow!.tip.y).toBeGreaterThan(tall.y + tall.height / 2);
    expect(overlaps(body(arrow!), titleMiddle)).toBe(false);
  });

  it('draws nothing when no direction leaves room for it', () => {
    const filling = { x: 30, y: 30, width: WIDTH - 60, height: HEIGHT - 60 };
    expect(placeArrow(filling, space(filling, titleLeft))).toBeNull();
  });
});

describe('drawCallouts: stickers', () => {
  const face = { x: 700, y: 200, width: 200, height: 240 };
  const STICKERS: Sticker[] = [
    'star',
    'heart',
    'lightning',
    'sparkles',
    'fire',
    'money',
    'cross',
    'tick',
    'speed-lines',
  ];
  const title = { x: 40, y: 40, width: 400, height: 200 };
  /** The title's pixels, less its edge row and column, which neighbouring paint may touch. */
  const titleInside = { x: 41, y: 41, width: 398, height: 198 };

  /** How many pixels the callout painted: inside and outside the face, in the title, per quarter. */
  function painted(callout: Callout) {
    const canvas = createCanvas(WIDTH, HEIGHT);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000000';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    drawCallouts(context, [callout], space(face, title));
    const { data } = context.getImageData(0, 0, WIDTH, HEIGHT);
    let outside = 0;
    let onFace = 0;
    let onTitle = 0;
    const quarters = [0, 0, 0, 0];
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] as number) + (data[i + 1] as number) + (data[i + 2] as number) < 60) continue;
      const x = (i / 4) % WIDTH;
      const y = Math.floor(i / 4 / WIDTH);
      if (inside({ x, y }, face)) onFace += 1;
      else outside += 1;
      if (inside({ x, y }, titleInside)) onTitle += 1;
      const quarter = (x < WIDTH / 2 ? 0 : 1) + (y < HEIGHT / 2 ? 0 : 2);
      quarters[quarter] = (quarters[quarter] ?? 0) + 1;
    }
    return { outside, onFace, onTitle, quarters };
  }

  it.each(STICKERS)('draws a %s beside the face, never on it', (sticker) => {
    const { outside, onFace, onTitle } = painted({
      kind: 'sticker',
      target: 'face',
      colour: null,
      sticker,
      emoji: '😱',
    });
    // A sticker is about a tenth of the picture's height across: thousands of pixels.
    expect(outside).toBeGreaterThan(2000);
    expect(onFace).toBe(0);
    expect({ onFace, onTitle }).toEqual({ onFace: 0, onTitle: 0 });
  });

  it('draws a sticker big enough to read in the feed: about a fifth of the frame tall', () => {
    const canvas = createCanvas(WIDTH, HEIGHT);
    const context = canvas.getContext('2d');
    const heart: Callout = { kind: 'sticker', target: 'face', colour: null, sticker: 'heart' };
    drawCallouts(context, [heart], space(face, title));
    const { data } = context.getImageData(0, 0, WIDTH, HEIGHT);
    let top = HEIGHT;
    let bottom = 0;
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1) {
      if ((data[pixel * 4 + 3] as number) < 128) continue;
      const y = Math.floor(pixel / WIDTH);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    expect(bottom - top).toBeGreaterThan(HEIGHT * 0.16);
  });

  it('finds a sticker a spot in the frame beside a face as tall as the frame', () => {
    // The panel's head reaches past the frame's top and bottom: its corners are off the frame.
    const tall = { x: 700, y: -20, width: 580, height: HEIGHT + 40 };
    const titleMiddle = { x: 40, y: 250, width: 480, height: 260 };
    const canvas = createCanvas(WIDTH, HEIGHT);
    const star: Callout = { kind: 'sticker', target: 'face', colour: null, sticker: 'star' };
    const left = drawCallouts(canvas.getContext('2d'), [star], space(tall, titleMiddle));
    expect(left.noRoom).toEqual([]);
    const { data } = canvas.getContext('2d').getImageData(0, 0, WIDTH, HEIGHT);
    let onTall = 0;
    let beside = 0;
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1) {
      if ((data[pixel * 4 + 3] as number) < 128) continue;
      if (pixel % WIDTH >= tall.x) onTall += 1;
      else beside += 1;
    }
    expect({ onTall, besideEnough: beside > 2000 }).toEqual({ onTall: 0, besideEnough: true });
  });

  it('draws a few of a sticker asked in the plural, each beside the face, none on it or the title', () => {
    const heart: Callout = { kind: 'sticker', target: 'face', colour: null, sticker: 'heart' };
    const one = painted(heart);
    const many = painted({ ...heart, many: true });
    // One big heart and two smaller: 1 + 0.75² + 0.6² of one heart's paint.
    expect(many.outside).toBeGreaterThan(one.outside * 1.7);
    expect({ onFace: many.onFace, onTitle: many.onTitle }).toEqual({ onFace: 0, onTitle: 0 });
  });

  it('draws speed lines rushing in from all round the frame', () => {
    const { quarters } = painted({
      kind: 'sticker',
      target: 'subject',
      colour: null,
      sticker: 'speed-lines',
    });
    for (const count of quarters) expect(count).toBeGreaterThan(2000);
  });

  it('shows speed lines round a subject filling the frame, passing behind it, never over it', () => {
    // Three people side by side, the whole frame tall: the old ellipse round every face fell
    // outside the frame and drew nothing.
    const cutout = createCanvas(WIDTH, HEIGHT);
    const mask = cutout.getContext('2d');
    mask.fillStyle = '#ff0000';
    const people = [80, 500, 920].map((x) => ({ x, y: 60, width: 280, height: HEIGHT - 60 }));
    for (const person of people) mask.fillRect(person.x, person.y, person.width, person.height);
    const faces = people.map((person) => ({ x: person.x + 60, y: 90, width: 160, height: 190 }));
    const canvas = createCanvas(WIDTH, HEIGHT);
    const context = canvas.getContext('2d');
    const lines: Callout = {
      kind: 'sticker',
      target: 'subject',
      colour: null,
      sticker: 'speed-lines',
    };
    drawCallouts(context, [lines], {
      ...space(faces[0]!, { x: 0, y: 0, width: 0, height: 0 }, faces.slice(1)),
      subject: { x: 80, y: 60, width: 1120, height: HEIGHT - 60 },
      cutout,
    });
    const { data } = context.getImageData(0, 0, WIDTH, HEIGHT);
    let free = 0;
    let onSubject = 0;
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1) {
      if ((data[pixel * 4 + 3] as number) === 0) continue;
      const x = pixel % WIDTH;
      const y = Math.floor(pixel / WIDTH);
      if (people.some((person) => inside({ x, y }, person))) onSubject += 1;
      else free += 1;
    }
    expect(free).toBeGreaterThan(5000);
    expect(onSubject).toBe(0);
  });

  it.each(['!', '?'] as const)('draws a "%s" badge beside the face, never on it', (symbol) => {
    const { outside, onFace } = painted({ kind: 'badge', target: 'face', colour: null, symbol });
    expect(outside).toBeGreaterThan(2000);
    expect(onFace).toBe(0);
  });
});

describe('drawCallouts: one person of several', () => {
  // The biggest face on the right, as the first; a smaller one on the left.
  const right = { x: 820, y: 180, width: 220, height: 260 };
  const left = { x: 260, y: 220, width: 160, height: 190 };
  const title = { x: 40, y: 500, width: 500, height: 180 };

  /** How many red pixels the callout painted on each head, and in a ring just around it. */
  function redOver(callout: Callout) {
    const canvas = createCanvas(WIDTH, HEIGHT);
    const context = canvas.getContext('2d');
    drawCallouts(context, [callout], space(right, title, [left]));
    const count = (box: Box) => {
      const { data } = context.getImageData(box.x, box.y, box.width, box.height);
      let red = 0;
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i] as number) > 150 && (data[i + 1] as number) < 90) red += 1;
      }
      return red;
    };
    const around = (face: Box) => {
      const head = headAround(face);
      const by = HEIGHT * 0.06;
      const ring = { x: head.x - by, y: head.y - by, width: head.width + 2 * by };
      return count({ ...ring, height: head.height + 2 * by }) - count(head);
    };
    return {
      left: count(headAround(left)),
      right: count(headAround(right)),
      nearLeft: around(left),
      nearRight: around(right),
    };
  }

  it('points an arrow asked at "the left one" at the left one, not the biggest, off both heads', () => {
    const aimed = redOver({ kind: 'arrow', target: 'subject', colour: 'red', person: 'left' });
    expect({ left: aimed.left, right: aimed.right }).toEqual({ left: 0, right: 0 });
    expect(aimed.nearLeft).toBeGreaterThan(aimed.nearRight);
    const unaimed = redOver({ kind: 'arrow', target: 'subject', colour: 'red' });
    expect({ left: unaimed.left, right: unaimed.right }).toEqual({ left: 0, right: 0 });
    expect(unaimed.nearRight).toBeGreaterThan(unaimed.nearLeft);
  });

  it('rings the whole head asked for, hair included, and leaves it out where the frame has no room', () => {
    const circle: Callout = { kind: 'circle', target: 'face', colour: 'red', person: 'left' };
    const ringed = redOver(circle);
    expect(ringed.nearLeft).toBeGreaterThan(0);
    const canvas = createCanvas(WIDTH, HEIGHT);
    const context = canvas.getContext('2d');
    const { data } = (() => {
      drawCallouts(context, [circle], space(right, title, [left]));
      return context.getImageData(left.x, left.y, left.width, left.height);
    })();
    expect(data.some((value, i) => i % 4 === 3 && value > 0)).toBe(false);
    // Near the frame's top, the ring centres on the face and widens, still clear of it.
    const nearTheTop = { x: 600, y: 60, width: 200, height: 260 };
    const high = createCanvas(WIDTH, HEIGHT).getContext('2d');
    const nearly = drawCallouts(high, [circle], {
      ...space(nearTheTop, title),
      faces: [nearTheTop],
    });
    expect(nearly.noRoom).toEqual([]);
    const onFace = high.getImageData(nearTheTop.x, nearTheTop.y, 200, 260).data;
    expect(onFace.some((value, i) => i % 4 === 3 && value > 0)).toBe(false);
    const atTheTop = { x: 600, y: 4, width: 200, height: 300 };
    const cramped = drawCallouts(createCanvas(WIDTH, HEIGHT).getContext('2d'), [circle], {
      ...space(atTheTop, title),
      faces: [atTheTop],
    });
    expect(cramped.noRoom).toEqual([circle]);
  });

  it('leaves out a circle asked around "the middle" of two people rather than pick one', () => {
    const circle: Callout = { kind: 'circle', target: 'subject', colour: 'red', person: 'middle' };
    const canvas = createCanvas(WIDTH, HEIGHT);
    const leftOut = drawCallouts(canvas.getContext('2d'), [circle], space(right, title, [left]));
    expect(leftOut).toEqual({ noRoom: [], nobodyThere: [circle] });
    expect(redOver(circle)).toEqual({ left: 0, right: 0, nearLeft: 0, nearRight: 0 });
  });
});
