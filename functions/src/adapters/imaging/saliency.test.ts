import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PHOTOS } from '../../../test/support/crafted-images.js';
import { decodeImage } from './decode-image.js';
import { saliencyOf } from './photo-saliency.js';
import { bestCropWindow, estimateSaliency } from './saliency.js';

const photo = (name: string) => decodeImage(readFileSync(`${FIXTURE_PHOTOS}/${name}`));
const WIDE = 16 / 9;

describe('bestCropWindow', () => {
  it("keeps the astronaut's face in a 16:9 crop of her portrait", () => {
    const image = photo('astronaut.png');
    const window = bestCropWindow(saliencyOf(image), 1, WIDE);
    expect(window.width).toBeCloseTo(1);
    expect(window.height).toBeCloseTo(0.5625);
    // Her face runs from about y = 40 to y = 190 of 512 (hairline to chin).
    expect(window.y * 512).toBeLessThanOrEqual(40);
    expect((window.y + window.height) * 512).toBeGreaterThanOrEqual(190);
  });

  it('keeps the face in the tight crops the layouts use', () => {
    const map = saliencyOf(photo('astronaut.png'));
    const panel = bestCropWindow(map, 1, 0.64 * WIDE);
    expect(panel.x * 512).toBeLessThanOrEqual(175);
    expect((panel.x + panel.width) * 512).toBeGreaterThanOrEqual(300);
    expect(panel.y * 512).toBeLessThanOrEqual(40);
  });

  it('keeps the rocket in a narrow crop of the launch photo', () => {
    const image = photo('rocket.jpg');
    const window = bestCropWindow(saliencyOf(image), 640 / 427, 0.64 * WIDE);
    // The rocket stands at about x = 0.45 to 0.55 of the frame.
    expect(window.x).toBeLessThanOrEqual(0.45);
    expect(window.x + window.width).toBeGreaterThanOrEqual(0.55);
  });

  it('follows the subject rather than the centre', () => {
    // A grey field with one bright, detailed block near the right edge.
    const width = 96;
    const height = 54;
    const rgba = new Uint8ClampedArray(width * height * 4).fill(120);
    for (let y = 20; y < 34; y += 1) {
      for (let x = 80; x < 92; x += 1) {
        const i = (y * width + x) * 4;
        rgba[i] = (x + y) % 2 === 0 ? 255 : 20;
        rgba[i + 1] = 40;
        rgba[i + 2] = 40;
      }
    }
    const window = bestCropWindow(estimateSaliency(rgba, width, height), WIDE, 1);
    expect(window.x + window.width).toBeGreaterThanOrEqual(92 / 96);
    expect(window.x).toBeGreaterThan(0.3);
  });
});
