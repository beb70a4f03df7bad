import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { UnsupportedImage } from '../../core/errors.js';
import { fitArt } from './fit-art.js';
import { decodePixels } from './image-stats.js';

/** A grey picture with a red square (the subject) centred at (`subjectX`, `subjectY`), fractions. */
async function picture(
  width: number,
  height: number,
  subjectX: number,
  subjectY = 0.5,
): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#808080';
  context.fillRect(0, 0, width, height);
  const side = Math.round(Math.min(width, height) * 0.2);
  context.fillStyle = '#ff0000';
  context.fillRect(subjectX * width - side / 2, subjectY * height - side / 2, side, side);
  return canvas.encode('png');
}

/** Where the red subject's centre is, as fractions of the picture. */
function subjectCentre(pixels: ReturnType<typeof decodePixels>): { x: number; y: number } {
  let sumX = 0;
  let sumY = 0;
  let count = 0;
  for (let y = 0; y < pixels.height; y += 4) {
    for (let x = 0; x < pixels.width; x += 4) {
      const i = (y * pixels.width + x) * 4;
      if ((pixels.data[i] as number) > 200 && (pixels.data[i + 1] as number) < 60) {
        sumX += x;
        sumY += y;
        count += 1;
      }
    }
  }
  if (count === 0) throw new Error('the subject was cropped away');
  return { x: sumX / count / pixels.width, y: sumY / count / pixels.height };
}

describe('fitArt', () => {
  it("turns a model's 1344x768 answer into PNG base art of exactly 1280x720 and 1920x1080", async () => {
    const answer = await picture(1344, 768, 0.5);
    for (const size of [
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      const art = await fitArt(answer, size);
      expect([...art.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      const pixels = decodePixels(art);
      expect([pixels.width, pixels.height]).toEqual([size.width, size.height]);
      expect(subjectCentre(pixels).x).toBeCloseTo(0.5, 1);
    }
  });

  it('crops a tall answer to 16:9 around its subject, not blindly at the centre', async () => {
    // A centred window would keep 34% to 66% of the height and cut this subject away.
    const tall = await picture(720, 1280, 0.5, 0.2);
    const pixels = decodePixels(await fitArt(tall, { width: 1280, height: 720 }));
    expect([pixels.width, pixels.height]).toEqual([1280, 720]);
    const centre = subjectCentre(pixels);
    expect(centre.x).toBeCloseTo(0.5, 1);
    expect(centre.y).toBeGreaterThan(0.1);
    expect(centre.y).toBeLessThan(0.9);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(
      fitArt(new TextEncoder().encode('no image here'), { width: 1280, height: 720 }),
    ).rejects.toThrow(UnsupportedImage);
  });
});
