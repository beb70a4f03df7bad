import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectImageType, LIMITS, MESSAGES } from '@thumbforge/contract';
import { DomainError, InvalidInput, TooLarge, UnsupportedImage } from '../errors.js';
import { readExifOrientation } from './exif-orientation.js';
import { readImageHeader } from './image-header.js';
import { inspectUpload, TOO_MANY_PIXELS_MESSAGE } from './inspect-upload.js';
import { withoutExifSegments } from './strip-exif.js';
import { exifSegment, FIXTURE_PHOTOS, withSegment } from '../../../test/support/crafted-images.js';

const fixture = (name: string) => new Uint8Array(readFileSync(`${FIXTURE_PHOTOS}/${name}`));
const FIXTURES = {
  'astronaut.png': [512, 512],
  'chelsea.png': [451, 300],
  'coffee.png': [600, 400],
  'rocket.jpg': [640, 427],
} as const;

function le16(value: number): number[] {
  return [value & 255, (value >> 8) & 255];
}
function le24(value: number): number[] {
  return [value & 255, (value >> 8) & 255, (value >> 16) & 255];
}
function riff(chunk: string, body: number[]): Uint8Array {
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return new Uint8Array([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBP'),
    ...ascii(chunk),
    0,
    0,
    0,
    0,
    ...body,
  ]);
}
const webpLossy = (w: number, h: number) =>
  riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h)]);
function webpLossless(w: number, h: number): Uint8Array {
  const bits = ((w - 1) | ((h - 1) << 14)) >>> 0;
  return riff('VP8L', [
    0x2f,
    bits & 255,
    (bits >>> 8) & 255,
    (bits >>> 16) & 255,
    (bits >>> 24) & 255,
  ]);
}
const webpExtended = (w: number, h: number) =>
  riff('VP8X', [0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)]);

/** A PNG whose header claims the given size; the pixel data is never reached. */
function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = fixture('chelsea.png').slice(0, 64);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A small deterministic generator, so a failing fuzz case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('detectImageType', () => {
  it('goes by magic bytes only', () => {
    expect(detectImageType(fixture('rocket.jpg'))).toBe('jpeg');
    expect(detectImageType(fixture('astronaut.png'))).toBe('png');
    expect(detectImageType(webpLossy(10, 10))).toBe('webp');
    expect(detectImageType(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(
      detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF....WAVEfmt '))).toBeNull();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('readImageHeader', () => {
  it.each(Object.entries(FIXTURES))(
    'reads the size of %s from its header',
    (name, [width, height]) => {
      expect(readImageHeader(fixture(name))).toMatchObject({
        ok: true,
        header: { width, height, orientation: 1 },
      });
    },
  );

  it('reads the three WebP headers', () => {
    expect(readImageHeader(webpLossy(1280, 720))).toMatchObject({
      ok: true,
      header: { type: 'webp', width: 1280, height: 720 },
    });
    expect(readImageHeader(webpLossless(16383, 3))).toMatchObject({
      ok: true,
      header: { width: 16383, height: 3 },
    });
    expect(readImageHeader(webpExtended(9000, 7000))).toMatchObject({
      ok: true,
      header: { width: 9000, height: 7000 },
    });
  });

  it('reads the EXIF orientation of a JPEG, in either byte order', () => {
    const rocket = fixture('rocket.jpg');
    expect(readImageHeader(withSegment(rocket, exifSegment(6)))).toMatchObject({
      ok: true,
      header: { width: 640, height: 427, orientation: 6 },
    });
    expect(readImageHeader(withSegment(rocket, exifSegment(8, true)))).toMatchObject({
      ok: true,
      header: { orientation: 8 },
    });
  });

  describe('with several APP1 segments, as phone photos have', () => {
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const segment = (marker: number, body: number[]) => {
      const length = body.length + 2;
      return [0xff, marker, length >> 8, length & 255, ...body];
    };
    const xmp = segment(0xe1, [
      ...ascii('http://ns.adobe.com/xap/1.0/\0'),
      ...ascii('<x:xmpmeta xmlns:x="adobe:ns:meta/"><tiff:Orientation>1</tiff:Orientation>'),
    ]);
    // An APP1 that is neither Exif nor XMP, but whose bytes would read as a TIFF orientation of 3.
    const impostor = segment(0xe1, [...ascii('Exif'), 0x20, 0x20, ...exifSegment(3).subarray(10)]);
    /** SOI, the given segments, a baseline frame header (600 x 400, one component), EOI. */
    const jpeg = (...segments: (number[] | Uint8Array)[]) =>
      new Uint8Array([
        0xff,
        0xd8,
        ...segments.flatMap((part) => [...part]),
        ...segment(0xc0, [8, 400 >> 8, 400 & 255, 600 >> 8, 600 & 255, 1, 1, 0x11, 0]),
        0xff,
        0xd9,
      ]);

    it('takes the orientation from the Exif one, wherever the others are', () => {
      for (const bytes of [
        jpeg(exifSegment(6), xmp),
        jpeg(xmp, exifSegment(6)),
        jpeg(xmp, impostor, exifSegment(6), xmp),
        jpeg(segment(0xe0, ascii('JFIF\0')), exifSegment(6, true), xmp, segment(0xe2, [0])),
      ]) {
        expect(readImageHeader(bytes)).toEqual({
          ok: true,
          header: { type: 'jpeg', width: 600, height: 400, orientation: 6 },
        });
      }
    });

    it('takes the first Exif segment, and 1 when there is none', () => {
      expect(readImageHeader(jpeg(exifSegment(8), exifSegment(3)))).toMatchObject({
        header: { orientation: 8 },
      });
      expect(readImageHeader(jpeg(xmp, impostor))).toMatchObject({
        ok: true,
        header: { orientation: 1 },
      });
    });

    it('strips only the Exif ones', () => {
      const stripped = withoutExifSegments(jpeg(xmp, exifSegment(6), impostor));
      expect([...stripped]).toEqual([...jpeg(xmp, impostor)]);
    });
  });

  it('refuses truncated and corrupt headers without throwing', () => {
    const rocket = fixture('rocket.jpg');
    expect(readImageHeader(rocket.subarray(0, 3)).ok).toBe(false);
    expect(readImageHeader(rocket.subarray(0, 40)).ok).toBe(false);
    expect(readImageHeader(fixture('coffee.png').subarray(0, 20)).ok).toBe(false);
    expect(readImageHeader(webpLossy(10, 10).subarray(0, 26)).ok).toBe(false);
    expect(readImageHeader(pngClaiming(0, 100)).ok).toBe(false);
    // A segment length that points past the end of the file.
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0, 0])).ok).toBe(
      false,
    );
    // Image data starting before any frame header.
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2])).ok).toBe(false);
  });

  it('never throws on random truncations and mutations of the fixtures', () => {
    const next = random(20_240_601);
    for (const name of Object.keys(FIXTURES)) {
      const original = fixture(name);
      for (let round = 0; round < 400; round += 1) {
        const bytes = original.slice(0, 2 + Math.floor(next() * Math.min(original.length, 4096)));
        const flips = Math.floor(next() * 8);
        for (let flip = 0; flip < flips; flip += 1) {
          bytes[Math.floor(next() * Math.min(bytes.length, 300))] = Math.floor(next() * 256);
        }
        const result = readImageHeader(bytes);
        if (result.ok) {
          expect(result.header.width).toBeGreaterThan(0);
          expect(result.header.height).toBeGreaterThan(0);
        }
        try {
          inspectUpload(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
        }
      }
    }
  });
});

describe('readExifOrientation', () => {
  const payload = (segment: Uint8Array) => segment.subarray(4);

  it('reads orientations 1 to 8 and ignores anything else', () => {
    for (let value = 1; value <= 8; value += 1)
      expect(readExifOrientation(payload(exifSegment(value)))).toBe(value);
    expect(readExifOrientation(payload(exifSegment(9)))).toBe(1);
    expect(readExifOrientation(payload(exifSegment(0)))).toBe(1);
  });

  it('is bounds-checked against short and lying payloads', () => {
    const full = payload(exifSegment(6));
    for (let length = 0; length < full.length; length += 1) {
      expect(() => readExifOrientation(full.subarray(0, length))).not.toThrow();
    }
    const lying = full.slice();
    lying[6 + 4] = 0xff; // IFD offset far past the end
    expect(readExifOrientation(lying)).toBe(1);
    expect(readExifOrientation(new TextEncoder().encode('http://ns.adobe.com/xap/1.0/'))).toBe(1);
  });
});

describe('inspectUpload', () => {
  it('accepts the fixtures and reports their upright size', () => {
    expect(inspectUpload(fixture('astronaut.png'))).toMatchObject({
      type: 'png',
      uprightWidth: 512,
      uprightHeight: 512,
    });
    const turned = inspectUpload(withSegment(fixture('rocket.jpg'), exifSegment(6)));
    expect(turned).toMatchObject({
      width: 640,
      height: 427,
      uprightWidth: 427,
      uprightHeight: 640,
    });
  });

  it('refuses a file that is not a JPEG, PNG or WebP with 415 and the spec message', () => {
    const error = (() => {
      try {
        inspectUpload(new TextEncoder().encode('GIF89a not today'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UnsupportedImage);
    expect(error).toMatchObject({ message: MESSAGES.invalidImage, code: 'unsupported_media_type' });
  });

  it('refuses more than 10 MB before reading anything else', () => {
    const big = new Uint8Array(LIMITS.uploadMaxBytes + 1);
    big.set(fixture('rocket.jpg').subarray(0, 1000));
    expect(() => inspectUpload(big)).toThrow(TooLarge);
    expect(() => inspectUpload(big)).toThrow(MESSAGES.fileTooLarge);
  });

  it('refuses more than 40 megapixels from the header alone', () => {
    expect(() => inspectUpload(pngClaiming(8000, 5001))).toThrow(TOO_MANY_PIXELS_MESSAGE);
    expect(() => inspectUpload(webpExtended(16384, 16384))).toThrow(TooLarge);
    // Within the size limit, this header alone is refused only for the image data it lacks.
    expect(() => inspectUpload(pngClaiming(8000, 5000))).toThrow(InvalidInput);
  });
});

describe('withoutExifSegments', () => {
  it('drops the Exif segment and keeps everything else', () => {
    const rocket = fixture('rocket.jpg');
    const stripped = withoutExifSegments(withSegment(rocket, exifSegment(6)));
    expect(stripped).toEqual(rocket);
    expect(readImageHeader(stripped)).toMatchObject({ ok: true, header: { orientation: 1 } });
  });

  it('hands back bytes it cannot walk unchanged', () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2]);
    expect(withoutExifSegments(broken)).toBe(broken);
    const png = fixture('chelsea.png');
    expect(withoutExifSegments(png)).toBe(png);
  });
});
