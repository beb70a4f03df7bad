import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { TitleLayer } from '@thumbforge/contract';
import type { Measured } from '../../core/quality/index.js';
import { decodeImage } from '../imaging/decode-image.js';
import { measureTitleLayer } from '../imaging/draw-title-layer.js';
import { titleFont } from '../imaging/title-fonts.js';
import { editBaseArt } from './edit-base-art.js';
import { decodedOther, paintScene } from './paint-scene.js';
import { peopleKept } from './people-kept.js';
import { readSceneSource } from './scene-chunk.js';
import { differing, sceneMeasured } from './scene-measures.js';

/** A pixel this far (summed over its channels) from the scene without callouts is a callout's. */
const MARK_DIFFERENCE = 48;

function drawn(bytes: Uint8Array, size: { width: number; height: number }): Canvas {
  const canvas = createCanvas(size.width, size.height);
  canvas.getContext('2d').drawImage(decodeImage(bytes), 0, 0, size.width, size.height);
  return canvas;
}

/**
 * What the defect detectors read of a finished cut-out thumbnail: its scene is drawn again from
 * the source its base art carries, without callouts, so the subject's mask, the faces as drawn
 * and where the callouts lie (the pixels the two differ in) are known exactly. Null for art that
 * is not a drawn scene (a framed photo, or art painted elsewhere).
 */
export function measureScene(
  image: { baseArt: Uint8Array; titleLayer: TitleLayer },
  thumbnail: Uint8Array,
): Measured | null {
  const source = readSceneSource(image.baseArt);
  if (!source) return null;
  const art = decodeImage(image.baseArt);
  const size = { width: art.width, height: art.height };
  const painted = paintScene({
    photo: decodeImage(source.photo),
    analysis: source.analysis,
    scene: source.scene,
    ...size,
    markFont: (px) => titleFont('anton', px),
    other: source.other && decodedOther(source.other),
  });
  const bare = source.scene.finish.reduce<Canvas>(editBaseArt, painted.canvas);
  const frame = drawn(thumbnail, size);
  return sceneMeasured(painted, frame, {
    title: measureTitleLayer(frame.getContext('2d'), image.titleLayer, size).bounds,
    marks: differing(bare, drawn(image.baseArt, size), MARK_DIFFERENCE),
    photoFaces: peopleKept(source.analysis, source.scene.people).faces.length,
  });
}
