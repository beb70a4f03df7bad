import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { titleIllegible, titleOverSubject } from './title-defects.js';

const white = { red: 255, green: 255, blue: 255 };
const black = { red: 0, green: 0, blue: 0 };
const readable = {
  bounds: { x: 0, y: 0, width: 0.5, height: 0.2 },
  capHeightAtFeed: 11,
  outlineAtFeed: 1,
  fill: white,
  outline: black,
  behind: black,
};

describe('title defects', () => {
  it('flags a title over the subject, and passes one beside it', () => {
    const subject = disc(110, 50, 35);
    expect(
      titleOverSubject(syntheticFrame({ subject, title: { x: 80, y: 30, width: 60, height: 20 } })),
    ).toBe(true);
    expect(
      titleOverSubject(syntheticFrame({ subject, title: { x: 2, y: 30, width: 60, height: 20 } })),
    ).toBe(false);
  });

  it('flags a title too small or too faint at feed size, and passes a readable one', () => {
    expect(titleIllegible({ ...readable, capHeightAtFeed: 5 })).toBe(true);
    const faint = {
      ...readable,
      outlineAtFeed: 0,
      fill: { red: 200, green: 200, blue: 200 },
      behind: white,
    };
    expect(titleIllegible(faint)).toBe(true);
    expect(titleIllegible(readable)).toBe(false);
    expect(titleIllegible(null)).toBe(false);
  });
});
