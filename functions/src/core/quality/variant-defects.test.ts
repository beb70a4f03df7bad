import { describe, expect, it } from 'vitest';
import { disc, syntheticFrame } from '../../../test/support/synthetic-frame.js';
import { variantsAlike } from './variant-defects.js';

const left = disc(45, 50, 30);
const right = disc(115, 50, 30);
const titleRight = { x: 85, y: 10, width: 70, height: 25 };
const titleLeft = { x: 5, y: 10, width: 70, height: 25 };

describe('variants alike', () => {
  it('flags two variants of one layout in other colours', () => {
    const a = syntheticFrame({ subject: left, title: titleRight });
    const b = syntheticFrame({ subject: left, title: titleRight, background: () => [200, 30, 30] });
    expect(variantsAlike(a, b)).toBe(true);
  });

  it('passes two variants whose subject and title trade places', () => {
    const a = syntheticFrame({ subject: left, title: titleRight });
    const b = syntheticFrame({ subject: right, title: titleLeft, background: () => [200, 30, 30] });
    expect(variantsAlike(a, b)).toBe(false);
  });
});
