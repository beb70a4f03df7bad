import { createCanvas, type Image } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { hueDistance } from '../../core/colour/vivid-hue.js';
import { subjectColour } from './subject-colour.js';

const SIZE = 64;

/** A photo of `subject` colour on its right half and `ground` on its left, the mask on the right. */
function photo(subject: string, ground: string) {
  const canvas = createCanvas(200, 100);
  const context = canvas.getContext('2d');
  context.fillStyle = ground;
  context.fillRect(0, 0, 100, 100);
  context.fillStyle = subject;
  context.fillRect(100, 0, 100, 100);
  const alpha = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) alpha.fill(255, y * SIZE + SIZE / 2, (y + 1) * SIZE);
  return { image: canvas as unknown as Image, mask: { size: SIZE, alpha } };
}

describe('subjectColour', () => {
  it('reads an orange cat’s fur as its colour, not the background beside it', () => {
    const { image, mask } = photo('#c8783c', '#2040d0');
    const found = subjectColour(image, mask);
    expect(found).not.toBeNull();
    expect(hueDistance(found!.hue, 26)).toBeLessThan(5);
    expect(found!.share).toBeGreaterThan(0.9);
  });

  it('finds no colour of its own in a grey subject, however vivid the background', () => {
    const { image, mask } = photo('#8a8a8a', '#ff0000');
    expect(subjectColour(image, mask)).toBeNull();
  });

  it('reads a muted tabby as orange when it has no face, never a person’s skin', () => {
    const { image, mask } = photo('#9f7a55', '#2040d0');
    expect(subjectColour(image, mask)).toBeNull();
    const found = subjectColour(image, mask, true);
    expect(found).not.toBeNull();
    expect(hueDistance(found!.hue, 30)).toBeLessThan(8);
  });
});
