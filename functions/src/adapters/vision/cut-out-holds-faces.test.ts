import { describe, expect, it } from 'vitest';
import { cutOutHoldsFaces } from './cut-out-holds-faces.js';

const SIZE = 40;
/** A mask solid on its left half only. */
const alpha = new Uint8Array(SIZE * SIZE);
for (let y = 0; y < SIZE; y += 1) alpha.fill(255, y * SIZE, y * SIZE + SIZE / 2);
const mask = { size: SIZE, alpha };

describe('cutOutHoldsFaces', () => {
  it('holds faces inside the solid part, whatever their box’s edges', () => {
    // The box reaches past the mask's edge; its middle half does not.
    expect(cutOutHoldsFaces(mask, [{ x: 0.2, y: 0.2, width: 0.35, height: 0.2 }])).toBe(true);
    expect(cutOutHoldsFaces(mask, [])).toBe(true);
  });

  it('fails when any face found lies outside it: a person the cut-out lost', () => {
    const inside = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    const lost = { x: 0.7, y: 0.1, width: 0.2, height: 0.2 };
    expect(cutOutHoldsFaces(mask, [inside, lost])).toBe(false);
  });
});
