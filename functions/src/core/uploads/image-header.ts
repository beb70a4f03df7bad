import { detectImageType, type ImageType } from '@thumbforge/contract';
import { isExifPayload, readExifOrientation, type Orientation } from './exif-orientation.js';

export interface ImageHeader {
  type: ImageType;
  /** As stored, before the orientation is applied. */
  width: number;
  height: number;
  orientation: Orientation;
}

type HeaderResult = { ok: true; header: ImageHeader } | { ok: false; reason: string };

const fail = (reason: string): HeaderResult => ({ ok: false, reason });

function sized(type: ImageType, width: number, height: number, orientation: Orientation = 1) {
  if (width < 1 || height < 1) return fail(`${type} header gives an empty size`);
  return { ok: true as const, header: { type, width, height, orientation } };
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function pngHeader(bytes: Uint8Array): HeaderResult {
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 24) return fail('png header is truncated');
  const data = view(bytes);
  if (data.getUint32(12) !== 0x49484452) return fail('png does not start with IHDR');
  return sized('png', data.getUint32(16), data.getUint32(20));
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Uint8Array): HeaderResult {
  const data = view(bytes);
  let orientation: Orientation | undefined;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return fail(`jpeg segment without a marker at ${at}`);
    while (at < bytes.length && bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) break;
    const marker = bytes[at] as number;
    at += 1;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9 || marker === 0xda) return fail('jpeg has no frame header before its data');
    if (at + 2 > bytes.length) break;
    const length = data.getUint16(at);
    if (length < 2 || at + length > bytes.length) return fail('jpeg segment runs past the end');
    const payload = bytes.subarray(at + 2, at + length);
    // The first Exif segment decides, as in decoders; XMP and other APP1 segments say nothing.
    if (marker === 0xe1 && orientation === undefined && isExifPayload(payload)) {
      orientation = readExifOrientation(payload);
    }
    if (isStartOfFrame(marker)) {
      if (length < 7) return fail('jpeg frame header is truncated');
      return sized('jpeg', data.getUint16(at + 5), data.getUint16(at + 3), orientation ?? 1);
    }
    at += length;
  }
  return fail('jpeg header is truncated');
}

function webpHeader(bytes: Uint8Array): HeaderResult {
  if (bytes.length < 16) return fail('webp header is truncated');
  const data = view(bytes);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ') {
    // Frame tag (3) then the start code 9d 01 2a, then 14-bit width and height.
    if (bytes.length < 30) return fail('webp VP8 header is truncated');
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) {
      return fail('webp VP8 start code is missing');
    }
    return sized('webp', data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes.length < 25) return fail('webp VP8L header is truncated');
    if (bytes[20] !== 0x2f) return fail('webp VP8L signature is missing');
    const bits = data.getUint32(21, true);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    if (bytes.length < 30) return fail('webp VP8X header is truncated');
    const width = 1 + (data.getUint16(24, true) | ((bytes[26] as number) << 16));
    const height = 1 + (data.getUint16(27, true) | ((bytes[29] as number) << 16));
    return sized('webp', width, height);
  }
  return fail(`webp has an unknown first chunk`);
}

/**
 * The image's type, size and orientation from its header alone, so a huge image can be refused
 * before any pixel is decoded. Never throws: a truncated or corrupt header is a failed result.
 */
export function readImageHeader(bytes: Uint8Array): HeaderResult {
  switch (detectImageType(bytes)) {
    case 'png':
      return pngHeader(bytes);
    case 'jpeg':
      return jpegHeader(bytes);
    case 'webp':
      return webpHeader(bytes);
    case null:
      return fail('not a JPEG, PNG or WebP file');
  }
}
