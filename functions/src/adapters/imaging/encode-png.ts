import { crc32, deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * An opaque canvas as a lossless RGB PNG, fast: each row's "Sub" filter and a light deflate, on
 * the calling thread (a render pool thread, at its low priority, never libuv's shared pool).
 * Skia's own PNG encoder compresses harder and takes ten times as long, which a generation
 * waiting on it cannot afford; the file is somewhat bigger.
 */
export async function encodeOpaquePng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    raw[row] = 1;
    let red = 0;
    let green = 0;
    let blue = 0;
    for (let x = 0; x < width; x += 1) {
      const source = (y * width + x) * 4;
      const target = row + 1 + x * 3;
      raw[target] = ((rgba[source] as number) - red) & 255;
      raw[target + 1] = ((rgba[source + 1] as number) - green) & 255;
      raw[target + 2] = ((rgba[source + 2] as number) - blue) & 255;
      red = rgba[source] as number;
      green = rgba[source + 1] as number;
      blue = rgba[source + 2] as number;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 2 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
