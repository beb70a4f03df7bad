import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { TitleLayer } from '@thumbforge/contract';
import type { Measured } from '../../core/quality/index.js';
import { decodeImage } from '../imaging/decode-image.js';
import { measureTitleLayer } from '../imaging/draw-title-layer.js';
import { titleFont } from '../imaging/title-fonts.js';
import { editBaseArt } from './edit-base-art.js';
import { paintScene } from './paint-scene.js';
import { peopleKept } from './people-kept.js';
import { readSceneSource } from './scene-chunk.js';

/** A pixel this far (summed over its channels) from the scene without callouts is a callout's. */
const MARK_DIFFERENCE = 48;

function rgbaOf(canvas: Canvas): Uint8ClampedArray {
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

/**
 * What the defect detectors read of a cut-out thumbnail: its scene is drawn again from the
 * source its base art carries, without callouts, so the subject's mask, the faces as drawn and
 * where the callouts lie (the pixels the two pictures differ in) are known exactly. Null for
 * art that is not a drawn scene (a framed photo, or art painted elsewhere).
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
  });
  const bare = rgbaOf(source.scene.finish.reduce<Canvas>(editBaseArt, painted.canvas));
  const drawn = createCanvas(size.width, size.height);
  const context = drawn.getContext('2d');
  context.drawImage(art, 0, 0);
  const withMarks = rgbaOf(drawn);
  context.drawImage(decodeImage(thumbnail), 0, 0, size.width, size.height);
  const rgba = rgbaOf(drawn);
  const cutout = rgbaOf(painted.cutout);
  const pixels = size.width * size.height;
  const mask = new Uint8Array(pixels);
  const marks = new Uint8Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const i = pixel * 4;
    mask[pixel] = cutout[i + 3] as number;
    const difference =
      Math.abs((bare[i] as number) - (withMarks[i] as number)) +
      Math.abs((bare[i + 1] as number) - (withMarks[i + 1] as number)) +
      Math.abs((bare[i + 2] as number) - (withMarks[i + 2] as number));
    if (difference > MARK_DIFFERENCE) marks[pixel] = 1;
  }
  const toPixels = (box: { x: number; y: number; width: number; height: number }) => ({
    x: box.x * size.width,
    y: box.y * size.height,
    width: box.width * size.width,
    height: box.height * size.height,
  });
  return {
    frame: { ...size, rgba },
    geometry: {
      faces: painted.faceFound ? painted.faces.map(toPixels) : [],
      photoFaces: peopleKept(source.analysis, source.scene.people).faces.length,
      mask,
      title: measureTitleLayer(context, image.titleLayer, size).bounds,
      marks,
    },
  };
}
