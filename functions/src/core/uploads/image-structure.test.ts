import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@thumbforge/contract';
import { InvalidInput } from '../errors.js';
import { imageStructureProblem } from './image-structure.js';
import { inspectUpload } from './inspect-upload.js';

const PNG = new Uint8Array(readFileSync('/work/shared/fixtures/photos/coffee.png'));

/** A lossy WebP of 64x48 whose frame (first partition of 10 bytes) fills its 200-byte chunk. */
function webp(): Uint8Array {
  const frame = Buffer.alloc(200);
  // Frame tag: a shown key frame, the first partition's size from bit 5.
  frame.writeUIntLE((10 << 5) | 0x10, 0, 3);
  frame.set([0x9d, 0x01, 0x2a], 3);
  frame.writeUInt16LE(64, 6);
  frame.writeUInt16LE(48, 8);
  const chunk = Buffer.concat([Buffer.from('VP8 '), le32(frame.length), frame]);
  return new Uint8Array(
    Buffer.concat([Buffer.from('RIFF'), le32(4 + chunk.length), Buffer.from('WEBP'), chunk]),
  );
}

function le32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

const concat = (...parts: (Uint8Array | string)[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => Buffer.from(part))));

function with32(bytes: Uint8Array, at: number, value: number, littleEndian = false): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(at, value, littleEndian);
  return copy;
}

function flipped(bytes: Uint8Array, at: number): Uint8Array {
  const copy = bytes.slice();
  copy[at] = (copy[at] as number) ^ 0xff;
  return copy;
}

/** Signature, then IHDR with its length, type, 13 bytes and CRC. */
const IHDR_END = 8 + 12 + 13;

describe('image structure', () => {
  it('finds nothing wrong with whole PNG and WebP files', () => {
    expect(imageStructureProblem(PNG, 'png')).toBeNull();
    expect(imageStructureProblem(webp(), 'webp')).toBeNull();
  });

  it.each([
    [
      'IHDR followed by a script',
      concat(PNG.subarray(0, IHDR_END), '<html><script>alert(1)</script>'),
    ],
    ['a truncated 60-byte PNG', PNG.subarray(0, 60)],
    ['an IHDR length of 0x7fffffff', with32(PNG, 8, 0x7fffffff)],
    ['a bad CRC', flipped(PNG, PNG.length - 20)],
  ])('refuses a PNG with %s', (_trick, bytes) => {
    expect(imageStructureProblem(bytes, 'png')).not.toBeNull();
    expect(() => inspectUpload(bytes)).toThrow(InvalidInput);
    expect(() => inspectUpload(bytes)).toThrow(MESSAGES.invalidImage);
  });

  it.each([
    [
      'its frame followed by a script',
      () => concat(webp().subarray(0, 30), '<html><script>alert(1)</script>'),
    ],
    ['a truncated file', () => webp().subarray(0, 40)],
    ['a chunk size of 0x7fffffff', () => with32(webp(), 16, 0x7fffffff, true)],
    ['a RIFF size past its end', () => with32(webp(), 4, 0x7fffffff, true)],
  ])('refuses a WebP with %s', (_trick, bytes) => {
    expect(imageStructureProblem(bytes(), 'webp')).not.toBeNull();
    expect(() => inspectUpload(bytes())).toThrow(MESSAGES.invalidImage);
  });
});
