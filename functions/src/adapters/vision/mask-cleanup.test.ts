import { describe, expect, it } from 'vitest';
import type { SubjectMask } from './analysis-protocol.js';
import { dropLooseSoftPixels, fillHoles, HOLE_SHARE, SOLID_ALPHA } from './mask-cleanup.js';

const SIZE = 100;

function mask(...blocks: { x: number; y: number; width: number; height: number; alpha: number }[]) {
  const alpha = new Uint8Array(SIZE * SIZE);
  for (const block of blocks) {
    for (let y = block.y; y < block.y + block.height; y += 1) {
      alpha.fill(block.alpha, y * SIZE + block.x, y * SIZE + block.x + block.width);
    }
  }
  return { size: SIZE, alpha } satisfies SubjectMask;
}

const at = (m: SubjectMask, x: number, y: number) => m.alpha[y * SIZE + x];
const body = { x: 40, y: 20, width: 30, height: 80, alpha: 255 };

describe('dropLooseSoftPixels', () => {
  it('drops a half-sure haze beside the body (a flag by a shoulder) and keeps the soft edge hugging it', () => {
    // A haze joined to the body along its whole side: no test of regions can part them.
    const haze = { x: 0, y: 30, width: 40, height: 40, alpha: 140 };
    const cleaned = dropLooseSoftPixels(mask(body, haze));
    expect(at(cleaned, 5, 50)).toBe(0);
    expect(at(cleaned, 20, 50)).toBe(0);
    expect(at(cleaned, 39, 50)).toBe(140);
    expect(at(cleaned, 50, 50)).toBe(255);
  });

  it('measures from solid pixels only: a haze with no solid body near is all dropped', () => {
    const cleaned = dropLooseSoftPixels(mask({ ...body, alpha: SOLID_ALPHA - 1 }));
    expect(cleaned.alpha.every((value) => value === 0)).toBe(true);
  });
});

describe('fillHoles', () => {
  it('fills a small see-through patch inside the subject', () => {
    const filled = fillHoles(mask(body, { x: 50, y: 50, width: 4, height: 4, alpha: 60 }));
    expect(at(filled, 51, 51)).toBe(255);
  });

  it('leaves open a big gap (between an arm and a body) and background that reaches the edge', () => {
    const subject = mask(body);
    // About HOLE_SHARE of the body's area, twice over: real background.
    const side = Math.ceil(Math.sqrt(body.width * body.height * HOLE_SHARE * 2)) + 1;
    for (let y = 40; y < 40 + side; y += 1)
      subject.alpha.fill(0, y * SIZE + 45, y * SIZE + 45 + side);
    // A notch open to the bottom edge of the photo.
    for (let y = 95; y < SIZE; y += 1) subject.alpha.fill(0, y * SIZE + 50, y * SIZE + 52);
    const filled = fillHoles(subject);
    expect(filled).toBe(subject);
    expect(at(filled, 46, 41)).toBe(0);
    expect(at(filled, 51, 99)).toBe(0);
  });
});
