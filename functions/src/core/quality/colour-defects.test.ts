import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { colourClash, colourClipped, subjectBlends, washedOut } from './colour-defects.js';

const subject = disc(80, 50, 30);

describe('colour defects', () => {
  it('flags a subject the colour of its background, and passes one that stands off it', () => {
    const orange: [number, number, number] = [230, 120, 30];
    const nearOrange = () => [225, 125, 40] as [number, number, number];
    expect(
      subjectBlends(syntheticFrame({ subject, subjectColour: orange, background: nearOrange })),
    ).toBe(true);
    expect(subjectBlends(syntheticFrame({ subject, subjectColour: orange }))).toBe(false);
  });

  it('flags clipped colour and a subject blown to white, and passes a graded picture', () => {
    const pureRed = () => [255, 0, 0] as [number, number, number];
    expect(colourClipped(syntheticFrame({ subject, background: pureRed }))).toBe(true);
    expect(colourClipped(syntheticFrame({ subject, subjectColour: [255, 255, 255] }))).toBe(true);
    expect(colourClipped(syntheticFrame({ subject }))).toBe(false);
    // White letters of a title over the subject are not its skin blown out.
    const title = { x: 40, y: 20, width: 80, height: 60 };
    expect(colourClipped(syntheticFrame({ subject, subjectColour: [255, 255, 255], title }))).toBe(
      false,
    );
  });

  it('flags a red subject on a red background, and passes it on a blue one or a skin tone on red', () => {
    const red: [number, number, number] = [210, 30, 25];
    const deepRed = () => [150, 0, 20] as [number, number, number];
    const blue = () => [20, 60, 200] as [number, number, number];
    // Far apart in lightness, so it does not blend in: it clashes all the same.
    expect(
      subjectBlends(syntheticFrame({ subject, subjectColour: red, background: deepRed })),
    ).toBe(false);
    expect(colourClash(syntheticFrame({ subject, subjectColour: red, background: deepRed }))).toBe(
      true,
    );
    expect(colourClash(syntheticFrame({ subject, subjectColour: red, background: blue }))).toBe(
      false,
    );
    expect(colourClash(syntheticFrame({ subject, background: deepRed }))).toBe(false);
  });

  it('flags a pale flat picture as washed out, and passes one with darks and lights', () => {
    const pale = () => [225, 215, 205] as [number, number, number];
    expect(
      washedOut(syntheticFrame({ subject, subjectColour: [240, 200, 190], background: pale })),
    ).toBe(true);
    expect(washedOut(syntheticFrame({ subject, background: pale }))).toBe(true);
    expect(washedOut(syntheticFrame({ subject }))).toBe(false);
  });
});
