import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';

/** The middle of a subject's box (pixels), below the head: the outfit, the dish, the product. */
export function bodyOf(subject: Box): Box {
  return {
    x: subject.x + subject.width * 0.3,
    y: subject.y + subject.height * 0.4,
    width: subject.width * 0.4,
    height: subject.height * 0.45,
  };
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The mean colour of a box of the art (pixels, clipped to the canvas) as #rrggbb, read from a
 * sparse grid of at most 32x32 samples so a big box costs no more than a small one.
 */
export function meanHex(context: SKRSContext2D, box: Box): string {
  const { width, height } = context.canvas;
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(width, Math.ceil(box.x + box.width));
  const y1 = Math.min(height, Math.ceil(box.y + box.height));
  if (x1 <= x0 || y1 <= y0) return '#000000';
  const pixels = context.getImageData(x0, y0, x1 - x0, y1 - y0).data;
  const stepX = Math.max(1, Math.floor((x1 - x0) / 32));
  const stepY = Math.max(1, Math.floor((y1 - y0) / 32));
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < y1 - y0; y += stepY) {
    for (let x = 0; x < x1 - x0; x += stepX) {
      const at = (y * (x1 - x0) + x) * 4;
      sum[0]! += pixels[at]!;
      sum[1]! += pixels[at + 1]!;
      sum[2]! += pixels[at + 2]!;
      count += 1;
    }
  }
  return `#${sum.map((channel) => hex(channel / count)).join('')}`;
}
