import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readSceneSource, withSceneSource } from './scene-chunk.js';
import type { Scene } from './scene.js';

describe('the scene chunk', () => {
  it('keeps a 640-pixel mask exactly, in far fewer bytes than the mask', () => {
    const size = 640;
    const alpha = new Uint8Array(size * size);
    for (let y = 100; y < size; y += 1) alpha.fill(255, y * size + 200, y * size + 440);
    const png = createCanvas(8, 8).toBuffer('image/png');
    const photo = new Uint8Array([1, 2, 3, 4]);
    const scene = { finish: [], callouts: [], people: 'all' } as unknown as Scene;
    const source = {
      scene,
      photo,
      analysis: {
        mask: { size, alpha },
        subjectBox: { x: 0, y: 0, width: 1, height: 1 },
        faces: [],
      },
    };
    const art = withSceneSource(png, source);
    expect(art.length - png.length).toBeLessThan(alpha.length / 20);
    const read = readSceneSource(art);
    expect(read?.analysis.mask.size).toBe(size);
    expect(Buffer.from(read!.analysis.mask.alpha).equals(Buffer.from(alpha))).toBe(true);
    expect(Array.from(read!.photo)).toEqual([1, 2, 3, 4]);
  });
});
