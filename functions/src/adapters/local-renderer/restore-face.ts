import { createCanvas } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';
import type { RestoredArt } from '../../core/ports/face-likeness.port.js';
import { decodeImage } from '../imaging/decode-image.js';
import { encodeOpaquePng } from '../imaging/encode-png.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import {
  cutOut,
  drawHalo,
  facesDrawn,
  maskCanvas,
  silhouette,
  type Placement,
} from './paint-scene.js';

interface RestoreFaceInput {
  photo: Uint8Array;
  analysis: PhotoAnalysis;
  /** The model's scene: base art at the output size. */
  art: Uint8Array;
  /** The biggest face the model painted, as fractions of the art; null when it painted none. */
  paintedFace: Box | null;
  /** Where the title goes, as fractions of the art. */
  title: Box;
}

/** A subject placed anew fills this much of the frame's height, as the local renderer's do. */
const SUBJECT_HEIGHT = 0.92;

/**
 * Where the photo goes: its biggest face over the painted one, at its size, so the model's scene
 * (the pose, the title kept clear of that face) still fits; with no painted face, the subject
 * standing on the bottom edge on the side away from the title.
 */
function placement(
  input: RestoreFaceInput,
  photo: { width: number; height: number },
  size: { width: number; height: number },
): Placement {
  const [face] = [...input.analysis.faces].sort(
    (a, b) => b.box.width * b.box.height - a.box.width * a.box.height,
  );
  const painted = input.paintedFace;
  if (face && painted) {
    const scale = (painted.height * size.height) / (face.box.height * photo.height);
    return {
      x:
        (painted.x + painted.width / 2) * size.width -
        (face.box.x + face.box.width / 2) * photo.width * scale,
      y:
        (painted.y + painted.height / 2) * size.height -
        (face.box.y + face.box.height / 2) * photo.height * scale,
      scale,
    };
  }
  const subject = input.analysis.subjectBox;
  const scale = (size.height * SUBJECT_HEIGHT) / (subject.height * photo.height);
  const titleLeft = input.title.x + input.title.width / 2 < 0.5;
  const centreX = size.width * (titleLeft ? 0.72 : 0.28);
  return {
    x: centreX - (subject.x + subject.width / 2) * photo.width * scale,
    y: size.height - (subject.y + subject.height) * photo.height * scale,
    scale,
  };
}

/**
 * The creator's real cut-out laid into a model's scene whose face drifted from theirs: drawn
 * through the photo's subject mask with the soft shadow the local renderer grounds cut-outs with.
 */
export async function restoreFace(input: RestoreFaceInput): Promise<RestoredArt> {
  const art = decodeImage(input.art);
  const photo = decodeImage(input.photo);
  const size = { width: art.width, height: art.height };
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.drawImage(art, 0, 0);
  const at = placement(input, photo, size);
  const subject = cutOut(photo, maskCanvas(input.analysis.mask), at, {
    x: 0,
    y: 0,
    ...size,
  });
  drawHalo(context, silhouette(subject, '#000000'), size.height * 0.03, 1);
  context.drawImage(subject, 0, 0);
  return {
    baseArt: await encodeOpaquePng(canvas),
    faces: facesDrawn(input.analysis.faces, at, photo, size),
  };
}
