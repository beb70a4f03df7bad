import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { estimateSaliency, type SaliencyMap } from './saliency.js';

/** Saliency is estimated on a copy this wide: enough to find a face, cheap to scan. */
const SAMPLE_WIDTH = 96;

export function saliencyOf(image: Image | Canvas): SaliencyMap {
  const width = SAMPLE_WIDTH;
  const height = Math.max(8, Math.round((SAMPLE_WIDTH * image.height) / image.width));
  const sample = createCanvas(width, height);
  const context = sample.getContext('2d');
  context.drawImage(image, 0, 0, width, height);
  return estimateSaliency(context.getImageData(0, 0, width, height).data, width, height);
}

/** The saliency-weighted centre of the image, as fractions. */
export function centreOfInterest(map: SaliencyMap): { x: number; y: number } {
  let total = 0;
  let sumX = 0;
  let sumY = 0;
  for (let y = 0; y < map.height; y += 1) {
    for (let x = 0; x < map.width; x += 1) {
      const value = map.values[y * map.width + x] ?? 0;
      const weight = value * value;
      total += weight;
      sumX += weight * x;
      sumY += weight * y;
    }
  }
  if (total === 0) return { x: 0.5, y: 0.5 };
  return { x: (sumX / total + 0.5) / map.width, y: (sumY / total + 0.5) / map.height };
}
