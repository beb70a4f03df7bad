import { describe, expect, it } from 'vitest';
import type { SubjectMask } from './analysis-protocol.js';
import { upsampleMask } from './upsample-mask.js';

/*
 * A subject whose true outline is a diagonal, seen by the model on a coarse grid (a staircase of
 * 8-pixel steps), and the photo at full size showing the diagonal itself.
 */
const LOW = 16;
const HIGH = 128;
const outline = (y: number) => 20 + y * 0.6;

function staircase(): SubjectMask {
  const alpha = new Uint8Array(LOW * LOW);
  const cell = HIGH / LOW;
  for (let y = 0; y < LOW; y += 1) {
    for (let x = 0; x < LOW; x += 1) {
      alpha[y * LOW + x] = (x + 0.5) * cell < outline((y + 0.5) * cell) ? 255 : 0;
    }
  }
  return { size: LOW, alpha };
}

function photo(): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(HIGH * HIGH * 4);
  for (let y = 0; y < HIGH; y += 1) {
    for (let x = 0; x < HIGH; x += 1) {
      const value = x + 0.5 < outline(y + 0.5) ? 220 : 30;
      rgba.set([value, value, value, 255], (y * HIGH + x) * 4);
    }
  }
  return rgba;
}

/** How far, on average over the rows, the mask's half-way crossing is from the true outline. */
function outlineError(mask: SubjectMask): number {
  let total = 0;
  for (let y = 0; y < mask.size; y += 1) {
    let x = 0;
    while (x < mask.size && (mask.alpha[y * mask.size + x] as number) >= 128) x += 1;
    total += Math.abs(x - outline(y + 0.5));
  }
  return total / mask.size;
}

describe('upsampleMask', () => {
  it('moves a stair-stepped outline onto the edge of the photo', () => {
    const low = staircase();
    const guided = upsampleMask(low, photo(), HIGH);
    // The same mask stretched with a guide that shows no edge: the grid's steps stay.
    const flat = new Uint8ClampedArray(HIGH * HIGH * 4).fill(128);
    const stretched = upsampleMask(low, flat, HIGH);
    expect(guided.size).toBe(HIGH);
    expect(outlineError(stretched)).toBeGreaterThan(1.5);
    expect(outlineError(guided)).toBeLessThan(0.5);
  });
});
