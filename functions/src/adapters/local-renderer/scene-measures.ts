import type { Canvas } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';
import type { Measured } from '../../core/quality/index.js';
import type { CalloutSpace } from './callouts.js';
import type { PaintedScene } from './paint-scene.js';

/** A box given as fractions of the frame, in its pixels. */
function inPixels(box: Box, size: { width: number; height: number }): Box {
  return {
    x: box.x * size.width,
    y: box.y * size.height,
    width: box.width * size.width,
    height: box.height * size.height,
  };
}

/** Where a painted scene leaves its callouts room: around its faces, subject and title. */
export function calloutSpace(
  painted: PaintedScene,
  size: { width: number; height: number },
  title: Box,
): CalloutSpace {
  return {
    ...size,
    faces: painted.faces.map((face) => inPixels(face, size)),
    subject: painted.subject,
    faceFound: painted.faceFound,
    title,
    cutout: painted.cutout,
  };
}

function rgbaOf(canvas: Canvas): Uint8ClampedArray {
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

/**
 * What the defect detectors read of a painted scene: the frame's pixels, the subject's mask
 * (the cut-out layer's alpha), the faces the model found as drawn, the title's box and where
 * callouts lie (`marks`, nonzero on their pixels).
 */
export function sceneMeasured(
  painted: PaintedScene,
  frame: Canvas,
  scene: { title: Box; marks: Uint8Array; photoFaces: number },
): Measured {
  const size = { width: frame.width, height: frame.height };
  const cutout = rgbaOf(painted.cutout);
  const mask = new Uint8Array(size.width * size.height);
  for (let pixel = 0; pixel < mask.length; pixel += 1)
    mask[pixel] = cutout[pixel * 4 + 3] as number;
  return {
    frame: { ...size, rgba: rgbaOf(frame) },
    geometry: {
      faces: painted.faceFound ? painted.faces.map((face) => inPixels(face, size)) : [],
      photoFaces: scene.photoFaces,
      mask,
      title: scene.title,
      marks: scene.marks,
      photo: painted.photo,
      fades: painted.fades,
    },
  };
}

/** The pixels where `after` differs from `before` by more than `threshold` (summed channels). */
export function differing(before: Canvas, after: Canvas, threshold: number): Uint8Array {
  const a = rgbaOf(before);
  const b = rgbaOf(after);
  const marks = new Uint8Array(a.length / 4);
  for (let pixel = 0; pixel < marks.length; pixel += 1) {
    const i = pixel * 4;
    const difference =
      Math.abs((a[i] as number) - (b[i] as number)) +
      Math.abs((a[i + 1] as number) - (b[i + 1] as number)) +
      Math.abs((a[i + 2] as number) - (b[i + 2] as number));
    if (difference > threshold) marks[pixel] = 1;
  }
  return marks;
}
