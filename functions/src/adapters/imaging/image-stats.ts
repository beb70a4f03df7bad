import { createCanvas } from '@napi-rs/canvas';
import { decodeImage } from './decode-image.js';
import { luma } from '../../core/colour/colour-math.js';

export interface ImageStats {
  width: number;
  height: number;
  /** Mean luma, 0 to 255. */
  luminance: number;
  /** Mean HSV saturation, 0 to 1. */
  saturation: number;
  /** Mean of red minus blue: positive is warm, negative cool. */
  warmth: number;
}

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export function decodePixels(bytes: Uint8Array): Pixels {
  const image = decodeImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: context.getImageData(0, 0, image.width, image.height).data,
  };
}

/** What a grade changes, measured: how bright, how colourful and how warm an image is. */
export function imageStats(bytes: Uint8Array): ImageStats {
  const { width, height, data } = decodePixels(bytes);
  let luminance = 0;
  let saturation = 0;
  let warmth = 0;
  const count = width * height;
  for (let i = 0; i < count * 4; i += 4) {
    const red = data[i] as number;
    const green = data[i + 1] as number;
    const blue = data[i + 2] as number;
    const max = Math.max(red, green, blue);
    luminance += luma(red, green, blue);
    saturation += max === 0 ? 0 : (max - Math.min(red, green, blue)) / max;
    warmth += red - blue;
  }
  return {
    width,
    height,
    luminance: luminance / count,
    saturation: saturation / count,
    warmth: warmth / count,
  };
}

/** Mean absolute channel difference of two same-sized images inside a rectangle (whole image by default). */
export function meanDifference(
  a: Pixels,
  b: Pixels,
  rect = { x: 0, y: 0, width: a.width, height: a.height },
): number {
  if (a.width !== b.width || a.height !== b.height) throw new RangeError('Images differ in size');
  let sum = 0;
  let count = 0;
  const right = Math.min(a.width, Math.ceil(rect.x + rect.width));
  const bottom = Math.min(a.height, Math.ceil(rect.y + rect.height));
  for (let y = Math.max(0, Math.floor(rect.y)); y < bottom; y += 1) {
    for (let x = Math.max(0, Math.floor(rect.x)); x < right; x += 1) {
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c += 1)
        sum += Math.abs((a.data[i + c] as number) - (b.data[i + c] as number));
      count += 3;
    }
  }
  return count === 0 ? 0 : sum / count;
}
