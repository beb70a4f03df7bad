import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { subjectExtent, subjectSmall } from './subject-defects.js';

/** A standing figure's alpha: a box from `top` to the frame's bottom, `width` wide at `x`. */
const figure = (x: number, top: number, width: number) => (px: number, py: number) =>
  px >= x && px < x + width && py >= top ? 255 : 0;

describe('subject size', () => {
  it('measures the share and the box of the subject', () => {
    const extent = subjectExtent(syntheticFrame({ subject: figure(40, 30, 40) }));
    expect(extent.width).toBeCloseTo(0.25);
    expect(extent.height).toBeCloseTo(60 / 90);
    expect(extent.area).toBeCloseTo((40 * 60) / (160 * 90));
  });

  it('flags a figure under a title band, a group low on one side and a sliver', () => {
    expect(subjectSmall(syntheticFrame({ subject: figure(70, 36, 20) }))).toBe(true);
    expect(subjectSmall(syntheticFrame({ subject: figure(90, 36, 70) }))).toBe(true);
    expect(subjectSmall(syntheticFrame({ subject: figure(120, 0, 9) }))).toBe(true);
  });

  it('passes a subject that fills most of the height, and a frame with no subject', () => {
    expect(subjectSmall(syntheticFrame({ subject: figure(90, 6, 50) }))).toBe(false);
    expect(subjectSmall(syntheticFrame({ subject: disc(110, 55, 36) }))).toBe(false);
    expect(subjectSmall(syntheticFrame({}))).toBe(false);
  });
});
