import { describe, expect, it } from 'vitest';
import { encodeOpaquePng } from './encode-png.js';
import { createCanvas } from '@napi-rs/canvas';
import { pngSize } from './png-size.js';

describe('pngSize', () => {
  it('reads the size from the header', async () => {
    const png = await encodeOpaquePng(createCanvas(321, 123));
    expect(pngSize(png)).toEqual({ width: 321, height: 123 });
  });

  it('answers null for bytes that are not a PNG', () => {
    expect(pngSize(new Uint8Array([0, 1, 2]))).toBeNull();
    expect(pngSize(new Uint8Array(40).fill(0xff))).toBeNull();
  });
});
