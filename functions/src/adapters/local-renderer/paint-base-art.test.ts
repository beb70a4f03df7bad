import { createCanvas, type Image } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { GENRE_PALETTES, LAYOUTS } from '../../core/thumbnails/layout/index.js';
import { saliencyOf } from '../imaging/photo-saliency.js';
import { facesInBaseArt } from './paint-base-art.js';

const WIDTH = 640;
const HEIGHT = 360;

/** A plain photo: its saliency is even, so a crop of it is centred. */
function request(photoWidth: number, photoHeight: number, layoutName: string) {
  const photo = createCanvas(photoWidth, photoHeight);
  photo.getContext('2d').fillStyle = '#808080';
  photo.getContext('2d').fillRect(0, 0, photoWidth, photoHeight);
  const layout = LAYOUTS.find((candidate) => candidate.name === layoutName)!;
  return {
    photo: photo as unknown as Image,
    saliency: saliencyOf(photo),
    layout,
    palette: GENRE_PALETTES.education,
    mood: 'serious' as const,
    width: WIDTH,
    height: HEIGHT,
  };
}

describe('facesInBaseArt: where a framed photo shows its faces', () => {
  it('maps a face of a photo filling the frame to the same place in the frame', () => {
    const face = { x: 0.4, y: 0.3, width: 0.1, height: 0.2 };
    const [drawn] = facesInBaseArt(request(1280, 720, 'full-bleed'), [face]);
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(drawn![key]).toBeCloseTo(face[key], 2);
    }
  });

  it('maps faces into the panel a side layout draws the photo in, and drops those it crops off', () => {
    // A wide photo in the right-hand panel (0.36 to 1 across): its middle is kept.
    const middle = { x: 0.48, y: 0.4, width: 0.04, height: 0.1 };
    const edge = { x: 0.01, y: 0.4, width: 0.04, height: 0.1 };
    const faces = facesInBaseArt(request(2400, 720, 'subject-right'), [middle, edge]);
    expect(faces).toHaveLength(1);
    expect(faces[0]!.x).toBeGreaterThan(0.36);
    expect(faces[0]!.x + faces[0]!.width).toBeLessThan(1);
    expect(faces[0]!.y).toBeCloseTo(0.4, 2);
  });
});
