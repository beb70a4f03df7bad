import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cutoutArrangement } from '../../core/thumbnails/layout/index.js';
import { directionsFrom } from '../../core/thumbnails/scene/index.js';
import { titleFont } from '../imaging/title-fonts.js';
import type { DetectedFace, SubjectMask } from '../vision/analysis-protocol.js';
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
  const faces: DetectedFace[] = [];
  return { photo, analysis: { mask, subjectBox: maskBox(mask)!, faces } };
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

  it('shows a faceless subject the photo cuts at top and bottom as a photo panel, not a blob', () => {
    // A cat's head filling the photo: beside the title it is the photo itself, the frame's
    // height, its inner side blended into the scene, no cut of the photo faded through it.
    const painting = painted(analysed(450, 300, [0.05, 0], [0.9, 1]));
    const { subject, fades, cutout, faces } = painting;
    expect(subject).toMatchObject({ y: 0, height: HEIGHT });
    expect(subject.x + subject.width).toBeCloseTo(WIDTH, 0);
    expect(fades).toEqual([expect.objectContaining({ edge: 'left', blend: true })]);
    const alpha = cutout.getContext('2d').getImageData(0, 0, WIDTH, HEIGHT).data;
    const opaque = (x: number, y: number) => (alpha[(y * WIDTH + x) * 4 + 3] as number) > 250;
    // Solid from the top to the bottom, and across, past the blend: the photo, not its mask.
    const blend = fades[0]!;
    const head = faces[0]!;
    const [left, right] = [blend.at + blend.band, (head.x + head.width) * WIDTH];
    // Callouts keep off the panel but for the blend's outer half, where the photo has faded.
    expect(head.x * WIDTH).toBeCloseTo(blend.at + blend.band / 2, 0);
    for (const y of [1, HEIGHT / 2, HEIGHT - 2]) {
      for (const x of [left + 2, (left + right) / 2, right - 2]) {
        expect(opaque(Math.round(x), y), `${x},${y}`).toBe(true);
      }
    }
    // The title's side is the scene's: nothing of the photo there.
    expect(alpha[(Math.round(HEIGHT / 2) * WIDTH + 10) * 4 + 3]).toBe(0);
  });

  it("lights a panel's blend with the glow asked, rather than fading the glow away with it", () => {
    const source = analysed(450, 300, [0.05, 0], [0.9, 1]);
    const directions = directionsFrom([]);
    const arrangement = cutoutArrangement(directions, 'vlogs', 0, false);
    const scene = sceneFor(directions, { genre: 'vlogs', mood: 'happy' }, 0, arrangement, false);
    const seam = (glow: string | null) => {
      const { canvas, fades } = paintScene({
        ...source,
        scene: { ...scene, glow, outline: null },
        width: WIDTH,
        height: HEIGHT,
        markFont: (px) => titleFont('anton', px),
      });
      // In the blend's outer part, where the photo has mostly faded, half-way down.
      const x = Math.round(fades[0]!.at + fades[0]!.band * 0.25);
      const [red, green, blue] = canvas.getContext('2d').getImageData(x, HEIGHT / 2, 1, 1).data;
      return green! - (red! + blue!) / 2;
    };
    expect(seam('#00ff00')).toBeGreaterThan(seam(null) + 30);
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

describe('paintScene: a group', () => {
  it('keeps everyone of a wide group inside the frame, however small that leaves their faces', () => {
    const source = analysed(1600, 900, [0.05, 0.2], [0.95, 1]);
    const face = (x: number) => ({
      box: { x, y: 0.25, width: 0.06, height: 0.08 },
      eyes: [
        { x: x + 0.02, y: 0.28 },
        { x: x + 0.04, y: 0.28 },
      ] as DetectedFace['eyes'],
      landmarks: [],
      expression: null,
      embedding: [],
      score: 1,
    });
    const { photo } = painted({
      ...source,
      analysis: { ...source.analysis, faces: [face(0.1), face(0.84)] },
    });
    // The subject spans 0.9 of the photo: all of it is drawn within the frame's width.
    expect(photo.width * 0.9).toBeLessThanOrEqual(WIDTH);
  });
});

describe('paintScene: a close-up', () => {
  it('draws the face visibly bigger than standing, even where the photo’s face is big already', () => {
    // A person from head to waist, the face a third of the photo's height.
    const source = analysed(400, 600, [0.2, 0.05], [0.8, 1]);
    const face: DetectedFace = {
      box: { x: 0.4, y: 0.08, width: 0.2, height: 0.33 },
      eyes: [
        { x: 0.45, y: 0.18 },
        { x: 0.55, y: 0.18 },
      ],
      landmarks: [],
      expression: null,
      embedding: [],
      score: 1,
    };
    const withFace = { ...source, analysis: { ...source.analysis, faces: [face] } };
    const directions = directionsFrom([]);
    const arrangement = cutoutArrangement(directions, 'vlogs', 0, true);
    const scene = sceneFor(directions, { genre: 'vlogs', mood: 'happy' }, 0, arrangement, false);
    const faceHeight = (faceZoom: boolean) =>
      paintScene({
        ...withFace,
        scene: { ...scene, faceZoom },
        width: WIDTH,
        height: HEIGHT,
        markFont: (px) => titleFont('anton', px),
      }).faces[0]!.height;
    expect(faceHeight(true)).toBeGreaterThanOrEqual(faceHeight(false) * 1.4);
  });

  it("runs the photo's cut on the subject's own side off the frame's edge, not down the picture", () => {
    // A person cut by the photo's right edge at the shoulder, as by a neighbour's share.
    const source = analysed(400, 600, [0.55, 0.05], [1, 1]);
    const face: DetectedFace = {
      box: { x: 0.7, y: 0.1, width: 0.2, height: 0.22 },
      eyes: [
        { x: 0.75, y: 0.2 },
        { x: 0.85, y: 0.2 },
      ],
      landmarks: [],
      expression: null,
      embedding: [],
      score: 1,
    };
    const directions = directionsFrom([]);
    const arrangement = cutoutArrangement(directions, 'vlogs', 0, true);
    const scene = sceneFor(directions, { genre: 'vlogs', mood: 'happy' }, 0, arrangement, false);
    const { subject, faces } = paintScene({
      ...source,
      analysis: { ...source.analysis, faces: [face] },
      scene: { ...scene, faceZoom: true, glow: null, outline: null },
      width: WIDTH,
      height: HEIGHT,
      markFont: (px) => titleFont('anton', px),
    });
    expect(subject.x + subject.width).toBeCloseTo(WIDTH, 0);
    // The face stays whole, inside the frame.
    expect(faces[0]!.x + faces[0]!.width).toBeLessThan(1);
  });
});

describe('paintScene: the closer variant of a whole person', () => {
  const faceAt = (x: number, y: number, size: number): DetectedFace => ({
    box: { x, y, width: size * 0.6, height: size },
    eyes: [
      { x: x + size * 0.15, y: y + size * 0.4 },
      { x: x + size * 0.45, y: y + size * 0.4 },
    ],
    landmarks: [],
    expression: null,
    embedding: [],
    score: 1,
  });

  /** The drawn faces of variant `variant` of a fashion thumbnail of `faces`, as frame fractions. */
  function drawnFaces(faces: DetectedFace[], variant: number) {
    // A person from head to toe, filling the photo's height.
    const source = analysed(400, 900, [0.4, 0.02], [0.6, 1]);
    const directions = directionsFrom([]);
    const arrangement = cutoutArrangement(directions, 'fashion', variant, true);
    const scene = sceneFor(
      directions,
      { genre: 'fashion', mood: 'happy' },
      variant,
      arrangement,
      false,
    );
    return paintScene({
      ...source,
      analysis: { ...source.analysis, faces },
      scene: { ...scene, glow: null, outline: null },
      width: WIDTH,
      height: HEIGHT,
      markFont: (px) => titleFont('anton', px),
    }).faces;
  }

  it('draws the second variant closer, the hair above the face still inside the frame', () => {
    const face = faceAt(0.47, 0.03, 0.1);
    const [whole] = drawnFaces([face], 0);
    const [closer] = drawnFaces([face], 1);
    expect(closer!.height).toBeGreaterThan(whole!.height * 1.3);
    // The hair reaches about a third of the face's height above its box.
    expect(closer!.y - closer!.height * 0.3).toBeGreaterThanOrEqual(0.03);
  });

  it('never draws a group closer: the frame would cut the people at its ends', () => {
    const group = [faceAt(0.41, 0.03, 0.06), faceAt(0.53, 0.03, 0.06)];
    const whole = drawnFaces(group, 0);
    const closer = drawnFaces(group, 1);
    expect(closer[0]!.height).toBeCloseTo(whole[0]!.height, 3);
  });
});
