import { isExifPayload } from './exif-orientation.js';

/**
 * The JPEG without its APP1 Exif segments, so a decoder cannot apply an orientation of its own:
 * the one read by `readImageHeader` is applied exactly once. Bytes it cannot walk are returned
 * unchanged for the decoder to refuse.
 */
export function withoutExifSegments(jpeg: Uint8Array): Uint8Array {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  const kept: Uint8Array[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] as number;
    if (marker === 0xda || marker === 0xd9) break;
    const length = ((jpeg[at + 2] as number) << 8) | (jpeg[at + 3] as number);
    if (length < 2 || at + 2 + length > jpeg.length) return jpeg;
    const isExif = marker === 0xe1 && isExifPayload(jpeg.subarray(at + 4, at + 2 + length));
    if (!isExif) kept.push(jpeg.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  kept.push(jpeg.subarray(at));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
