import type { Box } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import type { SubjectMask } from './analysis-protocol.js';
import { facelessPeople } from './faceless-people.js';

const SIZE = 100;

/** A mask solid over each rectangle given in mask pixels. */
function maskOf(...rects: Box[]): SubjectMask {
  const alpha = new Uint8Array(SIZE * SIZE);
  for (const rect of rects) {
    for (let y = rect.y; y < rect.y + rect.height; y += 1) {
      alpha.fill(255, y * SIZE + rect.x, y * SIZE + rect.x + rect.width);
    }
  }
  return { size: SIZE, alpha };
}

const inside = (point: { x: number; y: number }, box: Box) =>
  point.x >= box.x &&
  point.x <= box.x + box.width &&
  point.y >= box.y &&
  point.y <= box.y + box.height;

describe('facelessPeople', () => {
  it('finds the head of a standing body whose face was not found, and none where one was', () => {
    const found = { x: 0.12, y: 0.22, width: 0.06, height: 0.08 };
    const heads = facelessPeople(
      maskOf({ x: 10, y: 20, width: 10, height: 80 }, { x: 60, y: 30, width: 14, height: 70 }),
      [found],
    );
    expect(heads).toHaveLength(1);
    expect(inside({ x: 0.67, y: 0.35 }, heads[0]!)).toBe(true);
  });

  it('takes nothing lying wider than tall, or a scrap a fraction of the people, for a person', () => {
    const found = { x: 0.12, y: 0.22, width: 0.06, height: 0.08 };
    const table = { x: 40, y: 80, width: 50, height: 15 };
    const scrap = { x: 80, y: 10, width: 3, height: 8 };
    expect(
      facelessPeople(maskOf({ x: 10, y: 20, width: 10, height: 80 }, table, scrap), [found]),
    ).toEqual([]);
  });

  it('finds someone joined in the mask beside a found face, standing as tall', () => {
    const found = { x: 0.62, y: 0.2, width: 0.06, height: 0.08 };
    // Two bodies touching: the one on the left has no face found.
    const heads = facelessPeople(
      maskOf({ x: 30, y: 15, width: 14, height: 85 }, { x: 44, y: 18, width: 30, height: 82 }),
      [found],
    );
    expect(heads).toHaveLength(1);
    expect(inside({ x: 0.36, y: 0.2 }, heads[0]!)).toBe(true);
  });

  it('takes an arm resting lower than the heads beside a seated group for no one', () => {
    const found = { x: 0.5, y: 0.2, width: 0.1, height: 0.12 };
    const body = { x: 40, y: 15, width: 30, height: 85 };
    const arm = { x: 5, y: 60, width: 35, height: 10 };
    expect(facelessPeople(maskOf(body, arm), [found])).toEqual([]);
  });

  it('guesses a head of a face’s size beside found faces, however wide raised arms make the run', () => {
    const found = { x: 0.7, y: 0.3, width: 0.06, height: 0.08 };
    // A cheerleader joined to the found one, arms raised wide above her head.
    const body = { x: 30, y: 28, width: 12, height: 72 };
    const arms = { x: 16, y: 6, width: 40, height: 10 };
    const joined = { x: 42, y: 40, width: 30, height: 60 };
    const [head, ...rest] = facelessPeople(
      maskOf(body, arms, joined, { x: 68, y: 28, width: 8, height: 12 }),
      [found],
    );
    expect(rest).toEqual([]);
    expect(head!.width).toBeLessThanOrEqual(0.06 * 1.6 + 1e-9);
    expect(head!.height).toBeLessThanOrEqual(0.08 * 1.5 + 1e-9);
    expect(head!.y).toBeGreaterThan(0.2);
  });
});
