import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { cutoutBlocky, cutoutFragments, cutoutHoles, photoEdgeInside } from './cutout-defects.js';

const person = disc(80, 50, 30);
const clean = syntheticFrame({ subject: person, faces: [{ x: 68, y: 30, width: 24, height: 26 }] });

describe('cut-out defects', () => {
  it('flags a piece of background left beside the subject, and passes the subject alone', () => {
    const flag = disc(140, 15, 5);
    const broken = syntheticFrame({ subject: (x, y) => Math.max(person(x, y), flag(x, y)) });
    expect(cutoutFragments(broken)).toBe(true);
    expect(cutoutFragments(clean)).toBe(false);
  });

  it('keeps a second person, with a face, as part of the subject', () => {
    const second = disc(135, 55, 12);
    const pair = syntheticFrame({
      subject: (x, y) => Math.max(person(x, y), second(x, y)),
      faces: [
        { x: 68, y: 30, width: 24, height: 26 },
        { x: 128, y: 48, width: 14, height: 14 },
      ],
    });
    expect(cutoutFragments(pair)).toBe(false);
  });

  it('flags a hole in the subject, and passes a whole one', () => {
    const hole = disc(85, 55, 6);
    expect(cutoutHoles(syntheticFrame({ subject: (x, y) => person(x, y) - hole(x, y) }))).toBe(
      true,
    );
    expect(cutoutHoles(clean)).toBe(false);
  });

  it('flags a stair-stepped outline, and passes a smooth one', () => {
    const block = 8;
    const blocky = syntheticFrame({
      width: 320,
      height: 180,
      subject: (x, y) =>
        Math.hypot(Math.floor(x / block) * block - 160, Math.floor(y / block) * block - 90) < 70
          ? 255
          : 0,
    });
    expect(cutoutBlocky(blocky)).toBe(true);
    expect(
      cutoutBlocky(syntheticFrame({ width: 320, height: 180, subject: disc(160, 90, 70) })),
    ).toBe(false);
  });

  it("flags the photo's own edge as a straight cut mid-canvas, and passes one on the frame's edge", () => {
    const chopped = (x: number, y: number) => (y < 35 ? 0 : person(x, y));
    expect(photoEdgeInside(syntheticFrame({ subject: chopped }))).toBe(true);
    // Standing on the frame's bottom edge, the photo's cut is outside the picture.
    expect(photoEdgeInside(syntheticFrame({ subject: disc(80, 90, 40) }))).toBe(false);
    expect(photoEdgeInside(clean)).toBe(false);
  });
});
