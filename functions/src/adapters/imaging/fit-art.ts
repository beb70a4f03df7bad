import { createCanvas } from '@napi-rs/canvas';
import { decodeImage } from './decode-image.js';
import { encodeOpaquePng } from './encode-png.js';
import { saliencyOf } from './photo-saliency.js';
import { bestCropWindow } from './saliency.js';

/**
 * Art of any size and shape (an image model answers at its own size) as base art of exactly
 * `size`: the window of the output's aspect that best frames the subject, scaled to fit, as a
 * lossless PNG so later edits start from undegraded pixels.
 */
export async function fitArt(
  bytes: Uint8Array,
  size: { width: number; height: number },
): Promise<Buffer> {
  const image = decodeImage(bytes);
  const crop = bestCropWindow(
    saliencyOf(image),
    image.width / image.height,
    size.width / size.height,
  );
  const canvas = createCanvas(size.width, size.height);
  canvas
    .getContext('2d')
    .drawImage(
      image,
      crop.x * image.width,
      crop.y * image.height,
      crop.width * image.width,
      crop.height * image.height,
      0,
      0,
      size.width,
      size.height,
    );
  return encodeOpaquePng(canvas);
}
