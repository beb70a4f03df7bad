import type { Box } from '@thumbforge/contract';
import type { FadedCut, Measured } from '../../src/core/quality/index.js';

/** A small thumbnail painted from rules, for the defect detectors' tests. */
interface FramePaint {
  width?: number;
  height?: number;
  /** The subject's alpha at a pixel (0 to 255); none by default. */
  subject?: (x: number, y: number) => number;
  subjectColour?: [number, number, number];
  background?: (x: number, y: number) => [number, number, number];
  faces?: Box[];
  photoFaces?: number;
  title?: Box | null;
  /** Whether a callout covers a pixel. */
  mark?: (x: number, y: number) => boolean;
  /** Where the photo was drawn; unknown by default. */
  photo?: Box;
  /** The cuts the renderer says it faded the subject in from. */
  fades?: FadedCut[];
}

export function syntheticFrame(paint: FramePaint = {}): Measured {
  const width = paint.width ?? 160;
  const height = paint.height ?? 90;
  const rgba = new Uint8ClampedArray(width * height * 4);
  const mask = new Uint8Array(width * height);
  const marks = new Uint8Array(width * height);
  const [red, green, blue] = paint.subjectColour ?? [220, 170, 140];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      const alpha = Math.max(0, Math.min(255, Math.round(paint.subject?.(x, y) ?? 0)));
      const ground = paint.background?.(x, y) ?? [30, 40, 120];
      const a = alpha / 255;
      rgba[pixel * 4] = red * a + ground[0] * (1 - a);
      rgba[pixel * 4 + 1] = green * a + ground[1] * (1 - a);
      rgba[pixel * 4 + 2] = blue * a + ground[2] * (1 - a);
      rgba[pixel * 4 + 3] = 255;
      mask[pixel] = alpha;
      if (paint.mark?.(x, y)) marks[pixel] = 1;
    }
  }
  return {
    frame: { width, height, rgba },
    geometry: {
      faces: paint.faces ?? [],
      photoFaces: paint.photoFaces ?? paint.faces?.length ?? 0,
      mask,
      title: paint.title ?? null,
      marks,
      ...(paint.photo ? { photo: paint.photo } : {}),
      ...(paint.fades ? { fades: paint.fades } : {}),
    },
  };
}

/** A disc's alpha, its outline fading over `soft` pixels as a model's mask scaled up does. */
export function disc(cx: number, cy: number, radius: number, soft = 3) {
  return (x: number, y: number) =>
    255 * Math.max(0, Math.min(1, (radius - Math.hypot(x - cx, y - cy)) / soft + 0.5));
}
