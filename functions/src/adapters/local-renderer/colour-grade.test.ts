import { describe, expect, it } from 'vitest';
import { luma } from '../../core/colour/colour-math.js';
import { applyColourGrade, MOOD_GRADES, subjectGrade, subjectLuma } from './colour-grade.js';

const WIDTH = 40;
const HEIGHT = 20;

/** A frame of one skin tone, with a subject covering its right half (its cover's alpha). */
function frame(skin: readonly [number, number, number]) {
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  const cover = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1) {
    rgba.set([...skin, 255], pixel * 4);
    if (pixel % WIDTH >= WIDTH / 2) cover[pixel * 4 + 3] = 255;
  }
  return { rgba, cover };
}

/** The colour at the frame's middle row, at column `x`. */
const at = (rgba: Uint8ClampedArray, x: number) => {
  const i = ((HEIGHT / 2) * WIDTH + x) * 4;
  return [rgba[i], rgba[i + 1], rgba[i + 2]] as [number, number, number];
};

describe('the mood grade over a cut-out subject', () => {
  const SKIN = [196, 150, 122] as const;

  it('keeps a face its light under a dark mood that darkens the scene around it', () => {
    const { rgba, cover } = frame(SKIN);
    const mood = MOOD_GRADES.dramatic;
    applyColourGrade(rgba, WIDTH, HEIGHT, mood, {
      cover,
      grade: subjectGrade(mood, subjectLuma(rgba, cover)),
    });
    const scene = luma(...at(rgba, 16));
    const face = luma(...at(rgba, 24));
    expect(face).toBeGreaterThanOrEqual(luma(...SKIN) - 4);
    expect(face - scene).toBeGreaterThan(25);
  });

  it('casts only a share of a coloured mood on the face: skin stays skin under "fun"', () => {
    const { rgba, cover } = frame(SKIN);
    const mood = MOOD_GRADES.fun;
    applyColourGrade(rgba, WIDTH, HEIGHT, mood, { cover, grade: subjectGrade(mood, 150) });
    const magenta = ([red, green, blue]: [number, number, number]) => (red + blue) / 2 - green;
    const before = magenta([...SKIN]);
    const scene = magenta(at(rgba, 16)) - before;
    const face = magenta(at(rgba, 24)) - before;
    expect(face).toBeLessThan(scene / 2);
  });

  it('lifts a dim subject towards a face that reads in the feed, a bright one not at all', () => {
    expect(subjectGrade(MOOD_GRADES.serious, 70).exposure).toBeGreaterThan(20);
    expect(subjectGrade(MOOD_GRADES.serious, 160).exposure).toBe(0);
  });

  it('grades the whole frame alike with no subject given', () => {
    const { rgba } = frame(SKIN);
    applyColourGrade(rgba, WIDTH, HEIGHT, MOOD_GRADES.dramatic);
    expect(at(rgba, 24)).toEqual(at(rgba, 16));
  });

  it('weighs the mean luma by how much the subject covers, and is 0 with no subject', () => {
    const { rgba, cover } = frame(SKIN);
    expect(subjectLuma(rgba, cover)).toBeCloseTo(luma(...SKIN), 0);
    expect(subjectLuma(rgba, new Uint8ClampedArray(rgba.length))).toBe(0);
  });
});
