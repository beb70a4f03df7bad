import { describe, expect, it } from 'vitest';
import type { SubjectMask } from './analysis-protocol.js';
import { dropEdgeBackdrop } from './edge-background.js';

const SIZE = 64;

/**
 * A black studio photo: a textured skin-toned head at the middle top and a textured body under
 * it, its sleeves reaching the sides (black and flat when `darkShirt`), and what the model took
 * for subject: the person plus, when `slab`, a flat block of the
 * black wall from the head to the left edge (as dark hair on black makes it keep).
 */
function studio(options: { slab: boolean; darkShirt?: boolean }) {
  const photo = new Uint8ClampedArray(SIZE * SIZE * 4);
  const alpha = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const pixel = y * SIZE + x;
      const head = Math.hypot(x - 32, y - 20) < 10;
      const sleeve = y >= 44 && (x < 10 || x >= 54);
      const body = sleeve || (y >= 30 && x >= 18 && x < 46) || (y >= 44 && x >= 10 && x < 54);
      const grain = ((x * 7 + y * 13) % 5) * 12;
      const [red, green, blue] = head
        ? [200 + grain / 2, 150 + grain / 2, 120]
        : body
          ? options.darkShirt && sleeve
            ? [10, 10, 12]
            : [40 + grain, 60 + grain, 140]
          : [8, 8, 10];
      photo.set([red, green, blue, 255], pixel * 4);
      const slab = options.slab && y >= 8 && y < 30 && x < 23;
      alpha[pixel] = head || body || slab ? 255 : 0;
    }
  }
  return { photo, mask: { size: SIZE, alpha } satisfies SubjectMask };
}

const face = { x: 24 / SIZE, y: 12 / SIZE, width: 16 / SIZE, height: 16 / SIZE };
const at = (mask: SubjectMask, x: number, y: number) => mask.alpha[y * SIZE + x];

describe('dropEdgeBackdrop', () => {
  it('drops a flat slab of the backdrop the model kept beside the head, and keeps the person', () => {
    const { photo, mask } = studio({ slab: true });
    const cleaned = dropEdgeBackdrop(mask, photo, [face]);
    expect(at(cleaned, 2, 15)).toBe(0);
    expect(at(cleaned, 32, 20)).toBe(255);
    expect(at(cleaned, 30, 45)).toBe(255);
  });

  it('keeps dark clothes below the faces, however much they look like the backdrop', () => {
    const { photo, mask } = studio({ slab: false, darkShirt: true });
    const cleaned = dropEdgeBackdrop(mask, photo, [face]);
    expect(cleaned.alpha).toEqual(mask.alpha);
  });

  it('leaves the mask alone when no backdrop shows at the edges to read its colour', () => {
    const { photo } = studio({ slab: true });
    const everything = { size: SIZE, alpha: new Uint8Array(SIZE * SIZE).fill(255) };
    expect(dropEdgeBackdrop(everything, photo, [face]).alpha).toEqual(everything.alpha);
  });

  it('leaves a subject with no face alone: a pet’s flat fur can match a blurred backdrop', () => {
    const { photo, mask } = studio({ slab: true });
    expect(dropEdgeBackdrop(mask, photo, []).alpha).toEqual(mask.alpha);
  });
});
