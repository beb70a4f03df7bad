import { describe, expect, it } from 'vitest';
import type { SubjectMask } from './analysis-protocol.js';
import { keepSubjectRegions, VISIBLE_ALPHA } from './subject-regions.js';

const SIZE = 320;

function mask(
  ...blocks: { x: number; y: number; width: number; height: number; alpha?: number }[]
) {
  const alpha = new Uint8Array(SIZE * SIZE);
  for (const block of blocks) {
    for (let y = block.y; y < block.y + block.height; y += 1) {
      for (let x = block.x; x < block.x + block.width; x += 1)
        alpha[y * SIZE + x] = block.alpha ?? 255;
    }
  }
  return { size: SIZE, alpha } satisfies SubjectMask;
}

const at = (m: SubjectMask, x: number, y: number) => m.alpha[y * SIZE + x];
const subject = { x: 100, y: 80, width: 100, height: 240 };

describe('keepSubjectRegions', () => {
  it('drops a scrap apart from the subject, keeping the subject exactly as it was', () => {
    const cleaned = keepSubjectRegions(mask(subject, { x: 5, y: 5, width: 12, height: 12 }), []);
    expect(at(cleaned, 10, 10)).toBe(0);
    expect(at(cleaned, 150, 200)).toBe(255);
  });

  it('keeps a second person: a region of at least a fifth of the biggest, or one that holds a face', () => {
    const second = { x: 230, y: 160, width: 60, height: 160 };
    const small = { x: 20, y: 200, width: 30, height: 40 };
    const input = mask(subject, second, small);
    const withoutFace = keepSubjectRegions(input, []);
    expect(at(withoutFace, 250, 250)).toBe(255);
    expect(at(withoutFace, 30, 220)).toBe(0);

    const face = { x: 22 / SIZE, y: 202 / SIZE, width: 10 / SIZE, height: 10 / SIZE };
    expect(at(keepSubjectRegions(input, [face]), 30, 220)).toBe(255);
  });

  it('joins regions that touch at a corner, and leaves what does not show alone', () => {
    const diagonal = { x: 200, y: 79, width: 1, height: 1 };
    const faint = { x: 5, y: 5, width: 12, height: 12, alpha: VISIBLE_ALPHA - 1 };
    const cleaned = keepSubjectRegions(mask(subject, diagonal, faint), []);
    expect(at(cleaned, 200, 79)).toBe(255);
    expect(at(cleaned, 10, 10)).toBe(VISIBLE_ALPHA - 1);
  });

  it('answers a mask of one region as it is', () => {
    const input = mask(subject);
    expect(keepSubjectRegions(input, [])).toBe(input);
  });
});
