import { INSIDE, type Measured } from './frame.js';

/** How much of the frame the subject takes: the share of its pixels, and its box's sides. */
export interface SubjectExtent {
  area: number;
  width: number;
  height: number;
}

export function subjectExtent({ frame, geometry }: Measured): SubjectExtent {
  const { width, height } = frame;
  let area = 0;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((geometry.mask[y * width + x] as number) < INSIDE) continue;
      area += 1;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (area === 0) return { area: 0, width: 0, height: 0 };
  return {
    area: area / (width * height),
    width: (right - left + 1) / width,
    height: (bottom - top + 1) / height,
  };
}

/**
 * A subject drawn too small to carry the thumbnail: shorter than two thirds of the frame, or
 * covering under a tenth of it. Judged cold, a figure that size reads as a stamp in a field of
 * background (a whole group at the bottom of a side, a full figure under a title band, a rocket
 * as a sliver), however clean it is.
 */
const MIN_SUBJECT_HEIGHT = 0.65;
const MIN_SUBJECT_AREA = 0.1;

export function subjectSmall(measured: Measured): boolean {
  const extent = subjectExtent(measured);
  return extent.area > 0 && (extent.height < MIN_SUBJECT_HEIGHT || extent.area < MIN_SUBJECT_AREA);
}
