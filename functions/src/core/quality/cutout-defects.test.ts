import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import {
  cutoutBlocky,
  cutoutFragments,
  cutoutHoles,
  photoEdgeInside,
  photoEdgeShown,
} from './cutout-defects.js';

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
    // Faded over a few rows or cut sharp, the chop is one straight row.
    const big = { width: 640, height: 360 };
    const head = disc(320, 200, 100);
    const chopped = (x: number, y: number) =>
      y < 140 ? 0 : head(x, y) * Math.min(1, (y - 140) / 20);
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: chopped }))).toBe(true);
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: head }))).toBe(false);
    // Standing on the frame's bottom edge, the photo's cut is outside the picture.
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: disc(320, 360, 150) }))).toBe(false);
  });

  it('passes a cut the subject fades in from softly, over a wide band', () => {
    const big = { width: 640, height: 360 };
    const head = disc(320, 200, 100);
    const faded = (x: number, y: number) =>
      y < 140 ? 0 : head(x, y) * Math.min(1, (y - 140) / 60);
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: faded }))).toBe(false);
  });

  it('flags a long cut the subject fades in from, and passes a short one', () => {
    // A shirt the photo's left edge cut, drawn mid-frame from the shoulders down, faded in
    // eased over 60 px from the cut's column.
    const big = { width: 640, height: 360 };
    const fadedIn = (shape: (x: number, y: number) => number) => (x: number, y: number) => {
      if (x < 300) return 0;
      const t = Math.min(1, (x - 300) / 60);
      return shape(x, y) * t * t * (3 - 2 * t);
    };
    const shirt = fadedIn(disc(430, 420, 220));
    const fades = [{ edge: 'left' as const, at: 300, band: 60 }];
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: shirt, fades }))).toBe(true);
    // Only the round tip of a shoulder reaches the cut: it passes for the body's own outline.
    const shoulder = fadedIn(disc(340, 400, 60));
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: shoulder, fades }))).toBe(false);
    // A photo shown as a panel, blended into the scene on purpose, is no cut.
    const blended = [{ ...fades[0]!, blend: true as const }];
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: shirt, fades: blended }))).toBe(false);
    // A bust fading out toward the frame's bottom is how thumbnails end one.
    const bust = (x: number, y: number) => {
      const t = Math.min(1, Math.max(0, (330 - y) / 60));
      return disc(320, 300, 150)(x, y) * t * t * (3 - 2 * t);
    };
    const bottom = [{ edge: 'bottom' as const, at: 330, band: 60 }];
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: bust, fades: bottom }))).toBe(false);
    // The same soft side, where the renderer drew no fade, is the subject's own soft edge.
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: shirt }))).toBe(false);
    // A taller shirt shows more of the cut: of two layouts showing it, the shorter is better.
    const tallShirt = fadedIn(disc(430, 460, 300));
    expect(photoEdgeShown(syntheticFrame({ ...big, subject: tallShirt, fades }))).toBeGreaterThan(
      photoEdgeShown(syntheticFrame({ ...big, subject: shirt, fades })) + 0.3,
    );
  });

  it("passes a straight-sided subject's own sides, where the photo's edges are not", () => {
    // A rocket: a tall body with straight sides and a round nose, mid-photo, down off the frame.
    const big = { width: 640, height: 360 };
    const nose = disc(320, 110, 40, 1.5);
    const rocket = (x: number, y: number) =>
      y >= 110 ? 255 * Math.max(0, Math.min(1, 40.5 - Math.abs(x - 320))) : nose(x, y);
    const photo = { x: 120, y: 0, width: 400, height: 360 };
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: rocket, photo }))).toBe(false);
    expect(cutoutBlocky(syntheticFrame({ ...big, subject: rocket }))).toBe(false);
    // The photo's top chopping a head is still its edge.
    const head = disc(320, 200, 100);
    const chopped = (x: number, y: number) =>
      y < 140 ? 0 : head(x, y) * Math.min(1, (y - 140) / 20);
    const below = { x: 120, y: 140, width: 400, height: 300 };
    expect(photoEdgeInside(syntheticFrame({ ...big, subject: chopped, photo: below }))).toBe(true);
  });
});
