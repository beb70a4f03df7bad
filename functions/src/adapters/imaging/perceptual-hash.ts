import { createCanvas } from '@napi-rs/canvas';
import { decodeImage } from './decode-image.js';
import { luma } from '../../core/colour/colour-math.js';

const SIZE = 32;
const KEEP = 8;

/**
 * The DCT perceptual hash of an image (64 bits as 0/1): the signs, against their median, of the
 * lowest 8x8 frequencies of a 32x32 grey copy. Re-encoding or a mild grade barely moves it; a
 * different composition moves many bits.
 */
export function perceptualHash(bytes: Uint8Array): Uint8Array {
  const image = decodeImage(bytes);
  const canvas = createCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, SIZE, SIZE);
  const { data } = context.getImageData(0, 0, SIZE, SIZE);
  const grey = new Float64Array(SIZE * SIZE);
  for (let i = 0; i < grey.length; i += 1) {
    grey[i] = luma(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!);
  }
  const cosines = new Float64Array(SIZE * KEEP);
  for (let u = 0; u < KEEP; u += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      cosines[u * SIZE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE));
    }
  }
  const low = new Float64Array(KEEP * KEEP);
  for (let v = 0; v < KEEP; v += 1) {
    for (let u = 0; u < KEEP; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIZE; y += 1) {
        for (let x = 0; x < SIZE; x += 1) {
          sum += grey[y * SIZE + x]! * cosines[u * SIZE + x]! * cosines[v * SIZE + y]!;
        }
      }
      low[v * KEEP + u] = sum;
    }
  }
  // The first coefficient is the mean brightness: it says nothing about the picture's shapes.
  const ranked = Array.from(low.subarray(1)).sort((a, b) => a - b);
  const median = ranked[Math.floor(ranked.length / 2)]!;
  return Uint8Array.from(low, (value) => (value > median ? 1 : 0));
}

/** How many of the 64 bits two hashes disagree on: 0 is the same picture. */
export function hashDistance(a: Uint8Array, b: Uint8Array): number {
  let distance = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) distance += 1;
  return distance;
}
