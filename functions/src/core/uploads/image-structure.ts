import type { ImageType } from '@thumbforge/contract';

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

/** PNG's CRC-32 (the zlib polynomial) of `bytes`. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const fourCc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * Every chunk within the file and its CRC right, IHDR first at its 13 bytes, image data, then
 * IEND: what a decoder that fills a broken PNG with blank pixels would not check.
 */
function pngProblem(bytes: Uint8Array): string | null {
  const data = view(bytes);
  let at = 8;
  let chunks = 0;
  let hasData = false;
  while (at + 12 <= bytes.length) {
    const length = data.getUint32(at);
    const type = fourCc(bytes, at + 4);
    if (length > bytes.length - at - 12) return `png chunk ${type} runs past the end`;
    if (chunks === 0 && (type !== 'IHDR' || length !== 13)) return 'png does not start with IHDR';
    if (data.getUint32(at + 8 + length) !== crc32(bytes.subarray(at + 4, at + 8 + length))) {
      return `png chunk ${type} fails its CRC`;
    }
    chunks += 1;
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') return hasData ? null : 'png has no image data';
    at += 12 + length;
  }
  return 'png ends before IEND';
}

/**
 * The RIFF size within the file, every chunk within it, and an image chunk (VP8 or VP8L) whose
 * frame header fits in it.
 */
function webpProblem(bytes: Uint8Array): string | null {
  const data = view(bytes);
  const riffEnd = 8 + data.getUint32(4, true);
  if (riffEnd > bytes.length) return 'webp is shorter than its RIFF size';
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = fourCc(bytes, at);
    const size = data.getUint32(at + 4, true);
    if (size > riffEnd - at - 8) return `webp chunk ${type} runs past the end`;
    if (type === 'VP8 ') {
      // The frame tag's first partition (19 bits from bit 5) must fit in the chunk.
      const firstPartition = (data.getUint32(at + 8, true) & 0xffffff) >>> 5;
      return size >= 10 && firstPartition <= size - 10 ? null : 'webp VP8 frame is truncated';
    }
    if (type === 'VP8L') return size >= 5 ? null : 'webp VP8L frame is truncated';
    at += 8 + size + (size % 2);
  }
  return 'webp has no image chunk';
}

/**
 * What is wrong with the file's structure past its header, for the types whose structure can be
 * checked without decoding (PNG, WebP); null when nothing is. Never throws.
 */
export function imageStructureProblem(bytes: Uint8Array, type: ImageType): string | null {
  if (type === 'png') return pngProblem(bytes);
  if (type === 'webp') return webpProblem(bytes);
  return null;
}
