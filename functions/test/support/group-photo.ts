import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { FIXTURE_PHOTOS } from './crafted-images.js';

/**
 * A group photo made from the one fixture with a face: three people side by side on a grey
 * wall, the middle one nearer the camera (bigger), the others a little behind them, as a
 * creator and two friends stand for a photo. PNG bytes.
 */
export async function groupPhoto(): Promise<Buffer> {
  const person = await loadImage(readFileSync(`${FIXTURE_PHOTOS}/astronaut.png`));
  const { width, height } = person;
  const canvas = createCanvas(Math.round(width * 2.2), height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#777777';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(person, 0, height * 0.1, width * 0.9, height * 0.9);
  context.drawImage(person, width * 1.3, height * 0.1, width * 0.9, height * 0.9);
  context.drawImage(person, width * 0.6, 0, width, height);
  return canvas.toBuffer('image/png');
}
