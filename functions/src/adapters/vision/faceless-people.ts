import type { Box } from '@thumbforge/contract';
import type { SubjectMask } from './analysis-protocol.js';
import { labelRegions } from './mask-regions.js';
import { SUBJECT_SHARE, VISIBLE_ALPHA } from './subject-regions.js';

/** A person stands taller than this share of their width; a table or a sign lies wider. */
const UPRIGHT = 0.8;
/** A head guessed beside found faces is at most this many of their widths wide. */
const HEAD_WIDTHS = 1.6;
/** Where a head sits down a standing body: below raised arms, above the shoulders. */
const HEAD_BAND = { from: 0.05, to: 0.4 };

interface Extent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The heads of the people the cut-out shows whose face the face model missed (a profile, a face
 * turned down, a crowd past its cap): each upright region of the mask, at least a fifth of the
 * biggest, that holds no face found, as a box over its upper part centred on where its body is
 * in that band (raised arms either side balance out). The framing keeps these whole and the
 * title and callouts keep off them, as they do faces.
 */
export function facelessPeople(mask: SubjectMask, faces: readonly Box[]): Box[] {
  const { size, alpha } = mask;
  const { region, areas } = labelRegions(
    size,
    (pixel) => (alpha[pixel] as number) >= VISIBLE_ALPHA,
  );
  if (areas.length === 0) return [];
  const extents: Extent[] = areas.map(() => ({ left: size, right: -1, top: size, bottom: -1 }));
  for (let pixel = 0; pixel < size * size; pixel += 1) {
    const id = region[pixel] as number;
    if (id === -1) continue;
    const extent = extents[id] as Extent;
    const x = pixel % size;
    const y = (pixel - x) / size;
    extent.left = Math.min(extent.left, x);
    extent.right = Math.max(extent.right, x);
    extent.top = Math.min(extent.top, y);
    extent.bottom = Math.max(extent.bottom, y);
  }
  const biggest = Math.max(...areas);
  const withFace = new Set<number>();
  for (const face of faces) {
    const x = Math.min(size - 1, Math.floor((face.x + face.width / 2) * size));
    const y = Math.min(size - 1, Math.floor((face.y + face.height / 2) * size));
    const id = region[y * size + x] as number;
    if (id !== -1) withFace.add(id);
  }
  const heads: Box[] = [];
  extents.forEach((extent, id) => {
    const width = extent.right - extent.left + 1;
    const height = extent.bottom - extent.top + 1;
    if (withFace.has(id) || (areas[id] as number) < biggest * SUBJECT_SHARE) return;
    if (height < width * UPRIGHT) return;
    const from = extent.top + Math.floor(height * HEAD_BAND.from);
    const to = extent.top + Math.ceil(height * HEAD_BAND.to);
    let sum = 0;
    let count = 0;
    for (let y = from; y < to; y += 1) {
      for (let x = extent.left; x <= extent.right; x += 1) {
        if (region[y * size + x] !== id) continue;
        sum += x;
        count += 1;
      }
    }
    const centre = count > 0 ? sum / count : (extent.left + extent.right) / 2;
    const headWidth = Math.min(width, height * 0.3);
    const left = Math.max(extent.left, centre - headWidth / 2);
    heads.push({
      x: left / size,
      y: extent.top / size,
      width: Math.min(headWidth, extent.right + 1 - left) / size,
      height: (to - extent.top) / size,
    });
  });
  return [...heads, ...besideFaces(mask, region, extents, withFace, faces)];
}

/**
 * People joined in the mask to someone whose face was found (two cheerleaders overlapping): the
 * columns of a region holding faces that lie past every face's shoulders (a face and a half either
 * side) and rise as high as the faces do, in a run at least a face wide; the head is guessed a
 * face's size at the faces' height in the run's middle. A leg or an arm resting beside a seated
 * group stays lower than the heads, and is not taken for one.
 */
function besideFaces(
  mask: SubjectMask,
  region: Int32Array,
  extents: readonly Extent[],
  withFace: ReadonlySet<number>,
  faces: readonly Box[],
): Box[] {
  const { size } = mask;
  const faceWidth = median(faces.map((face) => face.width)) * size;
  const faceHeight = median(faces.map((face) => face.height)) * size;
  const headLine =
    (faces.reduce((sum, face) => sum + face.y + face.height / 2, 0) / faces.length) * size;
  const shoulders = faces.map((face) => ({
    from: (face.x - face.width * 1.5) * size,
    to: (face.x + face.width * 2.5) * size,
  }));
  const heads: Box[] = [];
  for (const id of withFace) {
    const extent = extents[id] as Extent;
    let runStart = -1;
    let runTop = size;
    let tops: number[] = [];
    const close = (end: number) => {
      if (runStart >= 0 && end - runStart >= faceWidth) {
        // A head, not the run: raised arms widen it and lift its top far past the head. It is
        // under the run's highest columns (a head, or raised arms either side of one).
        const highest = tops.flatMap((top, i) =>
          top <= runTop + faceHeight / 4 ? [runStart + i] : [],
        );
        const centre = highest.reduce((sum, x) => sum + x, 0) / highest.length + 0.5;
        const width = Math.min(end - runStart, faceWidth * HEAD_WIDTHS);
        const top = Math.max(runTop, headLine - faceHeight);
        heads.push({
          x: Math.max(runStart, centre - width / 2) / size,
          y: top / size,
          width: width / size,
          height: (faceHeight * 1.5) / size,
        });
      }
      runStart = -1;
      runTop = size;
      tops = [];
    };
    for (let x = extent.left; x <= extent.right + 1; x += 1) {
      const top = x <= extent.right ? columnTop(region, size, id, x, extent) : size;
      const free = shoulders.every((band) => x < band.from || x > band.to);
      if (free && top <= headLine) {
        if (runStart < 0) runStart = x;
        runTop = Math.min(runTop, top);
        tops.push(top);
      } else close(x);
    }
  }
  return heads;
}

function columnTop(
  region: Int32Array,
  size: number,
  id: number,
  x: number,
  extent: Extent,
): number {
  for (let y = extent.top; y <= extent.bottom; y += 1) {
    if (region[y * size + x] === id) return y;
  }
  return size;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
