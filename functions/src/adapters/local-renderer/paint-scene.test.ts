import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cutoutArrangement } from '../../core/thumbnails/layout/index.js';
import { directionsFrom } from '../../core/thumbnails/scene/index.js';
import { titleFont } from '../imaging/title-fonts.js';
import type { SubjectMask } from '../vision/analysis-protocol.js';
import { maskBox } from '../vision/photo-analyser.js';
import { paintScene } from './paint-scene.js';
import { sceneFor } from './scene.js';

const WIDTH = 640;
const HEIGHT = 360;
const MASK = 64;

/** A red photo whose subject is the block `from`..`to` of it (fractions), as the model saw it. */
function analysed(
  photoWidth: number,
  photoHeight: number,
  from: [number, number],
  to: [number, number],
) {
  const photo = createCanvas(photoWidth, photoHeight);
  const context = photo.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, photoWidth, photoHeight);
  const alpha = new Uint8Array(MASK * MASK);
  for (let y = Math.round(from[1] * MASK); y < Math.round(to[1] * MASK); y += 1) {
    alpha.fill(255, y * MASK + Math.round(from[0] * MASK), y * MASK + Math.round(to[0] * MASK));
  }
  const mask: SubjectMask = { size: MASK, alpha };
  return { photo, analysis: { mask, subjectBox: maskBox(mask)!, faces: [] } };
}

function painted(source: ReturnType<typeof analysed>) {
  const directions = directionsFrom([]);
  // The first variant: the subject on the right, its title beside it on the left.
  const arrangement = cutoutArrangement(directions, 'vlogs', 0, false);
  const scene = sceneFor(directions, { genre: 'vlogs', mood: 'happy' }, 0, arrangement, false);
  expect(scene.side).toBe('right');
  return paintScene({
    ...source,
    scene: { ...scene, glow: null, outline: null },
    width: WIDTH,
    height: HEIGHT,
    markFont: (px) => titleFont('anton', px),
  });
}

describe('paintScene: where the photo cuts the subject', () => {
  it('says where the photo is drawn, its sides the only place its edges can show', () => {
    const { photo, subject } = painted(analysed(400, 300, [0, 0.3], [1, 1]));
    expect(photo.width / photo.height).toBeCloseTo(400 / 300, 2);
    // The subject, cut by the photo's left, right and bottom edges, ends on them.
    expect(subject.x).toBeCloseTo(Math.max(0, photo.x), 0);
    expect(photo.y + photo.height).toBeCloseTo(subject.y + subject.height, 0);
  });

  it('draws a faceless close-up cut at top and bottom from the top edge to the bottom one', () => {
    // A narrow head filling the photo's height: it fits beside the title at full height.
    const { subject } = painted(analysed(300, 300, [0.3, 0], [0.7, 1]));
    expect(subject.y).toBe(0);
    expect(subject.height).toBeCloseTo(HEIGHT, 0);
  });

  it('sets a subject cut on both sides on its own side’s edge, and fades the cut facing the title', () => {
    const { subject, canvas } = painted(analysed(400, 300, [0, 0.3], [1, 1]));
    expect(subject.x + subject.width).toBeCloseTo(WIDTH, 0);
    expect(subject.x).toBeGreaterThan(0);
    const row = Math.round(subject.y + subject.height / 2);
    const [red, green] = canvas
      .getContext('2d')
      .getImageData(Math.round(subject.x) + 1, row, 1, 1).data;
    const [innerRed, innerGreen] = canvas
      .getContext('2d')
      .getImageData(Math.round(subject.x + subject.width / 2), row, 1, 1).data;
    // Deep inside, the photo's red; at the cut, not a red wall but the background showing.
    expect(innerRed! - innerGreen!).toBeGreaterThan(150);
    expect(red! - green!).toBeLessThan(innerRed! - innerGreen! - 100);
  });

  it('never mirrors the subject, so words on a shirt read as in the photo', () => {
    // Cut by the photo's left edge, set on the right: a mirror used to stand its cut on the right.
    const source = analysed(400, 300, [0, 0.3], [0.5, 1]);
    const context = source.photo.getContext('2d');
    // The "writing": green on the left of the subject, red on its right.
    context.fillStyle = '#00ff00';
    context.fillRect(0, 0, 100, 300);
    const { subject, canvas } = painted(source);
    const row = Math.round(subject.y + subject.height * 0.7);
    const { data } = canvas.getContext('2d').getImageData(0, row, WIDTH, 1);
    const columns = (hit: (red: number, green: number) => boolean) => {
      const found: number[] = [];
      for (let x = 0; x < WIDTH; x += 1) {
        if (hit(data[x * 4] as number, data[x * 4 + 1] as number)) found.push(x);
      }
      return found;
    };
    const green = columns((red, g) => g - red > 120);
    const red = columns((r, g) => r - g > 120);
    expect(green.length).toBeGreaterThan(0);
    expect(red.length).toBeGreaterThan(0);
    expect(Math.max(...green)).toBeLessThan(Math.min(...red) + 2);
  });
});
