import { createCanvas } from '@napi-rs/canvas';
import type { DownloadFormat } from '@thumbforge/contract';
import { decodeImage } from './decode-image.js';

/** WebP at this quality keeps a thumbnail's title edges clean at well under the PNG's size. */
const WEBP_QUALITY = 92;

/** A stored JPEG in the format a download asks; JPEG comes back untouched. */
export async function convertImage(jpeg: Uint8Array, format: DownloadFormat): Promise<Uint8Array> {
  if (format === 'jpeg') return jpeg;
  const image = decodeImage(jpeg);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return format === 'png' ? canvas.encode('png') : canvas.encode('webp', WEBP_QUALITY);
}
