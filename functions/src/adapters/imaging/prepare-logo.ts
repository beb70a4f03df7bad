import { createCanvas } from '@napi-rs/canvas';
import { decodeImage } from './decode-image.js';

/** Longest side of a stored logo: it is drawn at most a fifth of a 4K thumbnail's height. */
export const LOGO_MAX_SIDE = 512;

/** A logo redrawn without its metadata as a PNG, transparency kept, shrunk to `LOGO_MAX_SIDE`. */
export async function prepareLogo(bytes: Uint8Array): Promise<Uint8Array> {
  const image = decodeImage(bytes);
  const shrink = Math.min(1, LOGO_MAX_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * shrink));
  const height = Math.max(1, Math.round(image.height * shrink));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return new Uint8Array(await canvas.encode('png'));
}
