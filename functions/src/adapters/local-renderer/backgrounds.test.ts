import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { PAINTED_SCENES, type BackgroundKind } from '../../core/thumbnails/scene/index.js';
import { paintBackground, type BackgroundRequest } from './backgrounds.js';

/*
 * Every painted scene at phone size (168x94), as a viewer of the feed sees it: each different
 * from every other, and showing the features it is known by where the subject does not stand.
 */

const PHONE = { width: 168, height: 94 };
const palette = { accent: '#ff2bd6', second: '#2b8cff', deep: '#1a0b33' };

function painted(
  kind: BackgroundKind,
  photoAt?: BackgroundRequest['photoAt'],
  photo = createCanvas(8, 8),
  colours: BackgroundRequest['background']['colours'] = [],
) {
  const canvas = createCanvas(PHONE.width, PHONE.height);
  const context = canvas.getContext('2d');
  paintBackground(context, {
    background: { kind, colours },
    palette,
    photo,
    ...PHONE,
    focus: { x: PHONE.width / 2, y: PHONE.height * 0.4 },
    ...(photoAt ? { photoAt } : {}),
  });
  return context.getImageData(0, 0, PHONE.width, PHONE.height).data;
}

/** The mean colour of a region given in fractions of the canvas: [r, g, b]. */
function mean(pixels: Uint8ClampedArray, x0: number, y0: number, x1: number, y1: number) {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.floor(y0 * PHONE.height); y < Math.floor(y1 * PHONE.height); y += 1) {
    for (let x = Math.floor(x0 * PHONE.width); x < Math.floor(x1 * PHONE.width); x += 1) {
      const at = (y * PHONE.width + x) * 4;
      for (let c = 0; c < 3; c += 1) sum[c]! += pixels[at + c]!;
      count += 1;
    }
  }
  return sum.map((value) => value / count) as [number, number, number];
}

/** The mean colour of each cell of an 8x5 grid: the layout of a scene as a glance sees it. */
function glance(pixels: Uint8ClampedArray): number[] {
  const cells: number[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      cells.push(...mean(pixels, col / 8, row / 5, (col + 1) / 8, (row + 1) / 5));
    }
  }
  return cells;
}

const luma = ([r, g, b]: readonly number[]) => 0.299 * r! + 0.587 * g! + 0.114 * b!;

describe('the painted scenes at phone size', () => {
  const scenes = new Map(PAINTED_SCENES.map((kind) => [kind, painted(kind)]));

  it('paints every scene differently from every other', () => {
    const glances = [...scenes].map(([kind, pixels]) => [kind, glance(pixels)] as const);
    for (const [i, [kind, cells]] of glances.entries()) {
      for (const [other, otherCells] of glances.slice(i + 1)) {
        const difference =
          cells.reduce((sum, value, at) => sum + Math.abs(value - otherCells[at]!), 0) /
          cells.length;
        expect(difference, `${kind} against ${other}`).toBeGreaterThan(12);
      }
    }
  });

  it('shows each scene’s features where they are known', () => {
    const at = (kind: BackgroundKind) => scenes.get(kind as (typeof PAINTED_SCENES)[number])!;
    // A beach at sunset: warm sky, blue sea, sand at the foot.
    const beachSky = mean(at('beach'), 0.2, 0.3, 0.8, 0.5);
    const sea = mean(at('beach'), 0.3, 0.6, 0.7, 0.7);
    const sand = mean(at('beach'), 0.3, 0.88, 0.7, 1);
    expect(beachSky[0]).toBeGreaterThan(beachSky[2]);
    expect(sea[2]).toBeGreaterThan(sea[0]);
    expect(sand[0]).toBeGreaterThan(sand[2] + 40);
    // A city at night: a dark sky over lit windows.
    expect(luma(mean(at('city'), 0, 0, 0.6, 0.25))).toBeLessThan(50);
    // Green forest and money, blue sea and sky, fire red.
    for (const kind of ['forest', 'money'] as const) {
      const [r, g, b] = mean(at(kind), 0, 0, 1, 1);
      expect(g, kind).toBeGreaterThan(Math.max(r, b));
    }
    for (const kind of ['underwater', 'sky'] as const) {
      const [r, g, b] = mean(at(kind), 0, 0, 1, 1);
      expect(b, kind).toBeGreaterThan(Math.max(r, g) - 1);
    }
    const [fr, fg, fb] = mean(at('fire'), 0, 0.6, 1, 1);
    expect(fr).toBeGreaterThan(Math.max(fg, fb));
    // Snow lies white; a cinema screen glows over a dark hall; a pitch is green.
    expect(luma(mean(at('snow'), 0.3, 0.85, 0.7, 1))).toBeGreaterThan(200);
    expect(luma(mean(at('cinema'), 0.3, 0.15, 0.7, 0.5))).toBeGreaterThan(180);
    expect(luma(mean(at('cinema'), 0.3, 0.85, 0.7, 1))).toBeLessThan(60);
    const pitch = mean(at('stadium'), 0, 0.6, 1, 1);
    expect(pitch[1]).toBeGreaterThan(pitch[0] + 40);
    // Space and a galaxy are dark skies with points of light.
    for (const kind of ['space', 'galaxy'] as const) {
      expect(luma(mean(at(kind), 0, 0, 0.3, 0.3)), kind).toBeLessThan(70);
    }
  });

  it('sets a synthwave sun on the neon horizon: its yellow top over the grid, striped below', () => {
    const neon = scenes.get('neon')!;
    // The focus is the middle: the sun's top (0.32 to 0.45 of the height) is yellow.
    const [r, g, b] = mean(neon, 0.45, 0.36, 0.55, 0.42);
    expect(Math.min(r, g)).toBeGreaterThan(b + 60);
    // Beside it, at the same height, the dark sky.
    expect(luma(mean(neon, 0.02, 0.36, 0.1, 0.42))).toBeLessThan(luma([r, g, b]) - 80);
  });

  it('paints a sky asked in a colour in that colour', () => {
    const [r, g, b] = mean(painted('sky', undefined, undefined, ['red']), 0, 0, 1, 0.6);
    expect(r).toBeGreaterThan(Math.max(g, b) + 60);
  });

  it('keeps the photo’s own scene sharp where the subject’s photo is drawn', () => {
    const photo = createCanvas(40, 40);
    const context = photo.getContext('2d');
    for (let x = 0; x < 40; x += 4) {
      context.fillStyle = x % 8 === 0 ? '#ffffff' : '#000000';
      context.fillRect(x, 0, 4, 40);
    }
    const kept = painted('photo', { x: 44, y: 7, scale: 2 }, photo);
    const blurred = painted('blurred', undefined, photo);
    // Neighbouring stripes: black beside white where kept, a grey blur where blurred.
    const contrast = (pixels: Uint8ClampedArray) =>
      Math.abs(
        luma(mean(pixels, 0.5, 0.4, 0.5 + 8 / 168, 0.5)) -
          luma(mean(pixels, 0.5 + 8 / 168, 0.4, 0.5 + 16 / 168, 0.5)),
      );
    expect(contrast(kept)).toBeGreaterThan(60);
    expect(contrast(blurred)).toBeLessThan(30);
  });
});
