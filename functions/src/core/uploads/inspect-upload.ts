import { LIMITS, MESSAGES } from '@thumbforge/contract';
import { InvalidInput, TooLarge, UnsupportedImage } from '../errors.js';
import { swapsSides } from './exif-orientation.js';
import { readImageHeader, type ImageHeader } from './image-header.js';
import { imageStructureProblem } from './image-structure.js';

interface InspectedUpload extends ImageHeader {
  /** The upright size, after the orientation is applied. */
  uprightWidth: number;
  uprightHeight: number;
}

export const TOO_MANY_PIXELS_MESSAGE = `This image is too large. Please use one under ${LIMITS.uploadMaxMegapixels} megapixels`;

/**
 * Checks an uploaded photo before anything decodes it: at most 10 MB, a JPEG, PNG or WebP by its
 * magic bytes, a readable header, at most 40 megapixels, and a PNG's or WebP's chunks whole
 * (a corrupt file is refused, 400, rather than decoded to blank pixels and charged for).
 */
export function inspectUpload(bytes: Uint8Array): InspectedUpload {
  if (bytes.length > LIMITS.uploadMaxBytes) {
    throw new TooLarge(MESSAGES.fileTooLarge, `${bytes.length} bytes`);
  }
  const result = readImageHeader(bytes);
  if (!result.ok) throw new UnsupportedImage(MESSAGES.invalidImage, result.reason);
  const { header } = result;
  if (header.width * header.height > LIMITS.uploadMaxMegapixels * 1_000_000) {
    throw new TooLarge(TOO_MANY_PIXELS_MESSAGE, `${header.width}x${header.height}`);
  }
  const problem = imageStructureProblem(bytes, header.type);
  if (problem) throw new InvalidInput(MESSAGES.invalidImage, problem);
  const swap = swapsSides(header.orientation);
  return {
    ...header,
    uprightWidth: swap ? header.height : header.width,
    uprightHeight: swap ? header.width : header.height,
  };
}
