import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { alikeVariants, detectDefects } from './detect-defects.js';

const face = { x: 36, y: 30, width: 20, height: 22 };
const clean = syntheticFrame({
  subject: disc(45, 55, 30),
  faces: [face],
  title: { x: 85, y: 10, width: 70, height: 25 },
});

describe('detectDefects', () => {
  it('finds nothing on a clean thumbnail', () => {
    expect(detectDefects({ measured: clean, title: null, notMet: [] })).toEqual([]);
  });

  it('names each defect found, and something asked that is not drawn', () => {
    const covered = syntheticFrame({
      subject: disc(25, 55, 30),
      faces: [{ ...face, x: 0 }],
      title: { x: 0, y: 25, width: 70, height: 25 },
    });
    expect(detectDefects({ measured: covered, title: null, notMet: ['a dragon'] })).toEqual([
      'face-cut',
      'face-covered',
      'title-over-subject',
      'asked-absent',
    ]);
  });

  it('names the later of two look-alike variants', () => {
    expect(alikeVariants([clean, null, clean])).toEqual([2]);
  });
});
