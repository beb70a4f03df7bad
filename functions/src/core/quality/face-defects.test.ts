import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { faceCovered, faceCut, faceSmall, personMissing } from './face-defects.js';

const face = { x: 60, y: 20, width: 30, height: 36 };
const person = disc(75, 45, 40);

describe('face defects', () => {
  it('flags a lone face too small to read in the feed, never a group', () => {
    const tiny = { x: 70, y: 30, width: 7, height: 8 };
    expect(faceSmall(syntheticFrame({ subject: person, faces: [tiny], photoFaces: 1 }))).toBe(true);
    expect(faceSmall(syntheticFrame({ subject: person, faces: [face], photoFaces: 1 }))).toBe(
      false,
    );
    const beside = { ...tiny, x: 100 };
    expect(
      faceSmall(syntheticFrame({ subject: person, faces: [tiny, beside], photoFaces: 2 })),
    ).toBe(false);
  });

  it('flags a face the frame cuts and passes one inside it', () => {
    expect(faceCut(syntheticFrame({ subject: person, faces: [{ ...face, x: 0 }] }))).toBe(true);
    expect(
      faceCut(syntheticFrame({ subject: person, faces: [{ ...face, y: 60, height: 30 }] })),
    ).toBe(true);
    expect(faceCut(syntheticFrame({ subject: person, faces: [face] }))).toBe(false);
  });

  it('flags a face under the title or its eyes under a mark, and passes a clear face', () => {
    const title = { x: 50, y: 10, width: 100, height: 25 };
    expect(faceCovered(syntheticFrame({ subject: person, faces: [face], title }))).toBe(true);
    // An arrow tip on the eyes covers little of the face but the eyes.
    const onEyes = (x: number, y: number) => x >= 70 && x < 76 && y >= 32 && y < 36;
    expect(faceCovered(syntheticFrame({ subject: person, faces: [face], mark: onEyes }))).toBe(
      true,
    );
    const beside = (x: number, y: number) => x >= 120 && y >= 40;
    const clearTitle = { x: 0, y: 0, width: 50, height: 20 };
    expect(
      faceCovered(
        syntheticFrame({ subject: person, faces: [face], mark: beside, title: clearTitle }),
      ),
    ).toBe(false);
  });

  it('flags a person of the photo missing or left out of the cut-out, and passes everyone kept', () => {
    expect(personMissing(syntheticFrame({ subject: person, faces: [face], photoFaces: 3 }))).toBe(
      true,
    );
    const elsewhere = { ...face, x: 120 };
    expect(personMissing(syntheticFrame({ subject: person, faces: [face, elsewhere] }))).toBe(true);
    expect(personMissing(syntheticFrame({ subject: person, faces: [face], photoFaces: 1 }))).toBe(
      false,
    );
  });
});
