import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { editBaseArt } from './edit-base-art.js';

/** A strip of greys from black to white, one column each. */
function greys() {
  const art = createCanvas(256, 4);
  const context = art.getContext('2d');
  for (let x = 0; x < 256; x += 1) {
    context.fillStyle = `rgb(${x}, ${x}, ${x})`;
    context.fillRect(x, 0, 1, 4);
  }
  return art;
}

const greyAt = (art: ReturnType<typeof greys>, x: number) =>
  art.getContext('2d').getImageData(x, 1, 1, 1).data[0] as number;

describe('editBaseArt: brighter', () => {
  it('lifts the mid-tones far more than the black point, so the picture is not washed out', () => {
    const art = editBaseArt(greys(), { kind: 'brightness', direction: 'up' });
    expect(greyAt(art, 0)).toBeLessThanOrEqual(24);
    expect(greyAt(art, 128) - 128).toBeGreaterThan(1.4 * greyAt(art, 0));
    expect(greyAt(art, 128) - 128).toBeGreaterThanOrEqual(18);
    expect(greyAt(art, 64) - 64).toBeGreaterThanOrEqual(15);
    expect(greyAt(art, 255)).toBeGreaterThanOrEqual(253);
  });
});
