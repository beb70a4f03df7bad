import { luma } from '../colour/colour-math.js';
import type { Box } from '@thumbforge/contract';

/**
 * A rendered thumbnail as the defect detectors read it: its RGBA pixels and what the renderer
 * knows of where things are. Every box is in pixels of this frame; every map has one byte per
 * pixel of it.
 */
export interface Frame {
  width: number;
  height: number;
  rgba: Uint8Array | Uint8ClampedArray;
}

/**
 * A straight cut of the photo (its edge, or the seam of one person's share of a group) that the
 * renderer could not put on the frame's edge, so it faded the subject in from it instead.
 */
export interface FadedCut {
  edge: 'top' | 'bottom' | 'left' | 'right';
  /** The cut's line, in the frame's pixels (a row for top and bottom, a column otherwise). */
  at: number;
  /** How far inward the subject fades in from the line, in pixels. */
  band: number;
  /** For a side cut, the row it begins at: above it the side is the subject's own outline. */
  from?: number;
  /**
   * A photo shown as a panel, blended into the scene along its edge over a wide band: a
   * designed edge, not a cut through the subject.
   */
  blend?: true;
}

export interface SceneGeometry {
  /** The faces the thumbnail should show, as drawn, clipped to the frame. */
  faces: Box[];
  /** How many faces of the photo the request keeps (everyone, or the one it picks). */
  photoFaces: number;
  /** The subject's cut-out alpha as drawn, 0 where no subject. */
  mask: Uint8Array;
  /** Where the title paints, or null without one. */
  title: Box | null;
  /** Nonzero where callouts, badges, stickers or a logo were drawn over the art. */
  marks: Uint8Array;
  /**
   * Where the part of the photo the subject is cut from was drawn (past the frame where it
   * overflows), when the renderer says: the only place the photo's own edges can show.
   */
  photo?: Box;
  /** The cuts the subject fades in from inside the frame, when the renderer says. */
  fades?: readonly FadedCut[];
}

/** A frame with its geometry: what every detector takes. */
export interface Measured {
  frame: Frame;
  geometry: SceneGeometry;
}

/** Alpha at or above this is inside the subject. */
export const INSIDE = 128;

export function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The share of `box`'s pixels (clipped to the frame) for which `hit` holds. */
export function shareOf(
  box: Box,
  size: { width: number; height: number },
  hit: (index: number) => boolean,
): number {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const right = Math.min(size.width, Math.ceil(box.x + box.width));
  const bottom = Math.min(size.height, Math.ceil(box.y + box.height));
  let hits = 0;
  let count = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      count += 1;
      if (hit(y * size.width + x)) hits += 1;
    }
  }
  return count === 0 ? 0 : hits / count;
}

/** Rec. 601 luma of one pixel, 0 to 255. */
export function lumaAt(rgba: Frame['rgba'], pixel: number): number {
  const i = pixel * 4;
  return luma(rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number);
}

/** Whether pixel `index` of a frame `width` wide lies in `box` (none when null). */
export function inBox(box: Box | null, width: number, index: number): boolean {
  if (!box) return false;
  const x = index % width;
  const y = (index - x) / width;
  return x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
}
