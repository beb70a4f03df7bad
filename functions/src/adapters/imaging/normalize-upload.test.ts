import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@thumbforge/contract';
import { TooLarge, UnsupportedImage } from '../../core/errors.js';
import {
  commentSegment,
  exifSegment,
  FIXTURE_NAMES,
  FIXTURE_PHOTOS,
  withSegment,
} from '../../../test/support/crafted-images.js';
import { decodePixels, meanDifference } from './image-stats.js';
import { normalizeUpload } from './normalize-upload.js';

const fixture = (name: string) => new Uint8Array(readFileSync(`${FIXTURE_PHOTOS}/${name}`));
const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The rocket photo rotated a quarter turn clockwise, as orientation 6 asks a viewer to do. */
function rotatedClockwise(jpeg: Uint8Array): Uint8Array {
  const source = decodePixels(jpeg);
  const canvas = createCanvas(source.height, source.width);
  const context = canvas.getContext('2d');
  const image = context.createImageData(source.height, source.width);
  for (let y = 0; y < source.height; y += 1) {
    for (let x = 0; x < source.width; x += 1) {
      const from = (y * source.width + x) * 4;
      const to = (x * source.height + (source.height - 1 - y)) * 4;
      for (let c = 0; c < 4; c += 1) image.data[to + c] = source.data[from + c] as number;
    }
  }
  context.putImageData(image, 0, 0);
  return canvas.toBuffer('image/png');
}

describe('normalizeUpload', () => {
  it.each(FIXTURE_NAMES)('re-encodes %s as a JPEG of the same size', async (name) => {
    const result = await normalizeUpload(fixture(name));
    const pixels = decodePixels(result.jpeg);
    expect([result.jpeg[0], result.jpeg[1], result.jpeg[2]]).toEqual([0xff, 0xd8, 0xff]);
    expect([pixels.width, pixels.height]).toEqual([result.width, result.height]);
  });

  it('applies EXIF orientation 6 and strips every piece of metadata', async () => {
    const rocket = fixture('rocket.jpg');
    const tagged = withSegment(
      withSegment(rocket, commentSegment('GPSLatitude 28.5721 N, secret location')),
      exifSegment(6),
    );
    expect(ascii(tagged)).toContain('Exif');

    const result = await normalizeUpload(tagged);
    expect([result.width, result.height]).toEqual([427, 640]);
    const stored = ascii(result.jpeg);
    expect(stored).not.toContain('Exif');
    expect(stored).not.toContain('GPS');
    expect(stored).not.toContain('secret location');
    // The original JPEG's own comment segment goes too.
    expect(ascii(rocket)).toContain('cmp3');
    expect(stored).not.toContain('cmp3');

    const upright = decodePixels(rotatedClockwise(rocket));
    const actual = decodePixels(result.jpeg);
    expect(meanDifference(actual, upright)).toBeLessThan(4);
    // Each orientation is applied exactly once: 8 turns the other way, 3 half a turn.
    const counter = decodePixels((await normalizeUpload(withSegment(rocket, exifSegment(8)))).jpeg);
    expect(meanDifference(counter, upright)).toBeGreaterThan(20);
    const halfTurn = decodePixels(
      (await normalizeUpload(withSegment(rocket, exifSegment(3)))).jpeg,
    );
    expect([halfTurn.width, halfTurn.height]).toEqual([640, 427]);
    expect(meanDifference(halfTurn, decodePixels(rocket))).toBeGreaterThan(20);
  });

  it('decodes WebP uploads', async () => {
    const canvas = createCanvas(320, 180);
    const context = canvas.getContext('2d');
    context.fillStyle = '#3366ff';
    context.fillRect(0, 0, 320, 180);
    const webp = await canvas.encode('webp', 90);
    const result = await normalizeUpload(webp);
    expect([result.width, result.height]).toEqual([320, 180]);
  });

  it('refuses a valid header over undecodable data with the spec message', async () => {
    const rocket = fixture('rocket.jpg');
    const broken = rocket.slice(0, 700);
    await expect(normalizeUpload(broken)).rejects.toThrow(UnsupportedImage);
    await expect(normalizeUpload(new TextEncoder().encode('%PDF-1.7'))).rejects.toThrow(
      MESSAGES.invalidImage,
    );
  });

  it('refuses an image claiming more than 40 megapixels before decoding it', async () => {
    const header = fixture('chelsea.png').slice();
    const view = new DataView(header.buffer);
    view.setUint32(16, 10_000);
    view.setUint32(20, 10_000);
    await expect(normalizeUpload(header)).rejects.toThrow(TooLarge);
  });
});
