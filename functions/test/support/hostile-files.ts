import { gzipSync } from 'node:zlib';
import { pngClaiming } from './crafted-uploads.js';

/** A WebP whose VP8X header declares a 16384 x 16384 canvas (268 megapixels) and holds nothing. */
function webpClaimingHugeCanvas(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(16383, 4, 3);
  vp8x.writeUIntLE(16383, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X', 'latin1'), le32(10), vp8x]);
  return Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    le32(4 + chunk.length),
    Buffer.from('WEBP', 'latin1'),
    chunk,
  ]);
}

function le32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/**
 * Files that claim to be images and are not (or are images no one should decode), each with the
 * name and type a browser would send for them. None of them may be stored or decoded.
 */
export const HOSTILE_FILES: { name: string; filename: string; type: string; bytes: Buffer }[] = [
  {
    name: 'a JPEG start followed by HTML and script (polyglot)',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from(HTML)]),
  },
  {
    name: 'a GIF',
    filename: 'photo.gif',
    type: 'image/gif',
    bytes: Buffer.from('474946383961010001000000002c00000000010001000002', 'hex'),
  },
  {
    name: 'a GIF named .png',
    filename: 'photo.png',
    type: 'image/png',
    bytes: Buffer.from('474946383961010001000000002c00000000010001000002', 'hex'),
  },
  {
    name: 'an SVG with a script named .png',
    filename: 'photo.png',
    type: 'image/png',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  {
    name: 'a PDF named .jpg',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: Buffer.from(
      '%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF',
    ),
  },
  {
    name: 'HTML named .webp',
    filename: 'photo.webp',
    type: 'image/webp',
    bytes: Buffer.from(HTML),
  },
  {
    name: 'a ZIP named .png',
    filename: 'photo.png',
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]),
  },
  {
    name: 'a Windows executable named .jpg',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126)]),
  },
  {
    name: 'a RIFF that is a WAV, named .webp',
    filename: 'photo.webp',
    type: 'image/webp',
    bytes: Buffer.concat([Buffer.from('RIFF', 'latin1'), le32(36), Buffer.from('WAVEfmt ')]),
  },
  {
    name: 'a PNG signature alone',
    filename: 'photo.png',
    type: 'image/png',
    bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    name: 'a JPEG start alone',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: Buffer.from([0xff, 0xd8, 0xff]),
  },
  {
    name: 'a PNG bomb: 30000 x 30000 declared, a few bytes of data',
    filename: 'photo.png',
    type: 'image/png',
    bytes: pngClaiming(30_000, 30_000),
  },
  {
    name: 'a PNG bomb named .jpg',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: pngClaiming(20_000, 20_000),
  },
  {
    name: 'a WebP bomb: VP8X declaring a 16384 x 16384 canvas',
    filename: 'photo.webp',
    type: 'image/webp',
    bytes: webpClaimingHugeCanvas(),
  },
  {
    name: 'a gzip of zeros named .png',
    filename: 'photo.png',
    type: 'image/png',
    bytes: gzipSync(Buffer.alloc(1_000_000)),
  },
  {
    name: 'a PNG header with a corrupt image stream',
    filename: 'photo.png',
    type: 'image/png',
    bytes: Buffer.concat([
      pngClaiming(64, 64).subarray(0, 33),
      Buffer.from('not zlib data at all'),
    ]),
  },
];
