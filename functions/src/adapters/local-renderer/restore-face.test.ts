import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { DetectedFace } from '../vision/analysis-protocol.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import { decodePixels } from '../imaging/image-stats.js';
import { restoreFace } from './restore-face.js';

const MASK = 32;

/** A red photo whose subject is its middle column, with a face at its top. */
async function photoWithSubject(): Promise<{ photo: Uint8Array; analysis: PhotoAnalysis }> {
  const canvas = createCanvas(200, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, 200, 200);
  const alpha = new Uint8Array(MASK * MASK);
  for (let y = 4; y < MASK; y += 1) for (let x = 10; x < 22; x += 1) alpha[y * MASK + x] = 255;
  const face: DetectedFace = {
    box: { x: 0.35, y: 0.15, width: 0.3, height: 0.3 },
    eyes: [
      { x: 0.42, y: 0.25 },
      { x: 0.58, y: 0.25 },
    ],
    landmarks: [],
    expression: null,
    embedding: [],
    score: 0.95,
  };
  return {
    photo: await canvas.encode('png'),
    analysis: {
      mask: { size: MASK, alpha },
      subjectBox: { x: 10 / MASK, y: 4 / MASK, width: 12 / MASK, height: 28 / MASK },
      faces: [face],
    },
  };
}

async function blueScene(): Promise<Uint8Array> {
  const canvas = createCanvas(320, 180);
  const context = canvas.getContext('2d');
  context.fillStyle = '#0000ff';
  context.fillRect(0, 0, 320, 180);
  return canvas.encode('png');
}

const title = { x: 0.05, y: 0.1, width: 0.4, height: 0.3 };

describe('restoreFace', () => {
  it('lays the real face over the face the model painted, at its size', async () => {
    const { photo, analysis } = await photoWithSubject();
    const paintedFace = { x: 0.6, y: 0.2, width: 0.2, height: 0.36 };
    const restored = await restoreFace({
      photo,
      analysis,
      art: await blueScene(),
      paintedFace,
      title,
    });
    const [face] = restored.faces;
    expect(face?.height).toBeCloseTo(paintedFace.height, 5);
    expect((face?.x ?? 0) + (face?.width ?? 0) / 2).toBeCloseTo(0.7, 5);
    expect((face?.y ?? 0) + (face?.height ?? 0) / 2).toBeCloseTo(0.38, 5);
    // The photo's subject shows there; the model's scene stays around it.
    const pixels = decodePixels(Buffer.from(restored.baseArt));
    const at = (x: number, y: number) =>
      pixels.data[(Math.round(y * 180) * 320 + Math.round(x * 320)) * 4];
    expect(at(0.7, 0.38)).toBeGreaterThan(200);
    expect(at(0.1, 0.9)).toBeLessThan(30);
  });

  it('stands the subject on the bottom edge away from the title when no face was painted', async () => {
    const { photo, analysis } = await photoWithSubject();
    const restored = await restoreFace({
      photo,
      analysis,
      art: await blueScene(),
      paintedFace: null,
      title,
    });
    const [face] = restored.faces;
    expect(face?.x).toBeGreaterThan(title.x + title.width);
    const onTheRight = await restoreFace({
      photo,
      analysis,
      art: await blueScene(),
      paintedFace: null,
      title: { ...title, x: 0.55 },
    });
    expect((onTheRight.faces[0]?.x ?? 1) + (onTheRight.faces[0]?.width ?? 0)).toBeLessThan(0.55);
  });
});
