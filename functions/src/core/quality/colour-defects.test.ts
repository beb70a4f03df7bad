import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { colourClipped, subjectBlends } from './colour-defects.js';

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
});
