import { crc32, deflateSync } from 'node:zlib';

/** The latitude written into `gpsExifSegment`, as its TIFF rational bytes, to look for later. */
export const GPS_LATITUDE_BYTES = Buffer.from([51, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1, 0, 0, 0]);

/**
 * An APP1 Exif segment (little-endian TIFF) whose IFD0 points at a GPS IFD holding
 * GPSLatitudeRef "N" and GPSLatitude 51/1, 30/1, 0/1: what a phone writes into a photo.
 */
export function gpsExifSegment(): Uint8Array {
  const tiff = Buffer.alloc(80);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0: one entry, GPSInfo (0x8825, LONG) -> the GPS IFD at 26.
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x8825, 10);
  tiff.writeUInt16LE(4, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(26, 18);
  tiff.writeUInt32LE(0, 22);
  // GPS IFD: GPSLatitudeRef (ASCII "N") and GPSLatitude (3 RATIONALs at 56).
  tiff.writeUInt16LE(2, 26);
  tiff.writeUInt16LE(0x0001, 28);
  tiff.writeUInt16LE(2, 30);
  tiff.writeUInt32LE(2, 32);
  tiff.write('N\0', 36, 'latin1');
  tiff.writeUInt16LE(0x0002, 40);
  tiff.writeUInt16LE(5, 42);
  tiff.writeUInt32LE(3, 44);
  tiff.writeUInt32LE(56, 48);
  tiff.writeUInt32LE(0, 52);
  GPS_LATITUDE_BYTES.copy(tiff, 56);
  tiff.writeUInt32LE(0, 72);
  tiff.writeUInt32LE(1, 76);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngOf(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A complete black `width` x `height` RGB PNG: every row is there, so it decodes to all its
 * pixels (8000 x 5000 is about 120 KB on disk and 160 MB decoded). A legal upload up to 40 MP.
 */
export function blackPng(width: number, height: number): Buffer {
  return pngOf(width, height, deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 9 }));
}

/**
 * A well-formed PNG claiming `width` x `height` RGB pixels with only a few bytes of image data:
 * a decompression bomb's header. Nothing here allocates the pixels.
 */
export function pngClaiming(width: number, height: number): Buffer {
  return pngOf(width, height, deflateSync(Buffer.alloc(64)));
}
