import { Image } from '@napi-rs/canvas';
import { MESSAGES } from '@thumbforge/contract';
import { UnsupportedImage } from '../../core/errors.js';

/** Decodes JPEG, PNG or WebP bytes; anything undecodable is an `UnsupportedImage`, never a crash. */
export function decodeImage(bytes: Uint8Array): Image {
  const image = new Image();
  try {
    image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    throw new UnsupportedImage(MESSAGES.invalidImage, `decode failed: ${String(error)}`);
  }
  if (image.width < 1 || image.height < 1) {
    throw new UnsupportedImage(MESSAGES.invalidImage, 'decoded to an empty image');
  }
  return image;
}
