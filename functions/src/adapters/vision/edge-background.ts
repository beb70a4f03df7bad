import type { Box } from '@thumbforge/contract';
import type { SubjectMask } from './analysis-protocol.js';
import { labelRegions } from './mask-regions.js';

/** Mask alpha below this is background the model saw as background. */
const SEEN_AS_BACKGROUND = 64;
/** The border pixels the model left out must be this share of the border to tell its colour. */
const MIN_BACKGROUND_BORDER = 0.05;
/** A pixel this close (RGB distance) to that colour could be more of it. */
const BACKGROUND_DISTANCE = 36;
/** ...when the photo is this flat there (the luma steps to its right and below, summed). */
const FLAT = 10;
/** A clean-up that would take more of the subject than this is not trusted. */
const MAX_DROPPED_SHARE = 0.35;
/** How deep into the photo the border is read. */
const BORDER = 2;

type Rgba = Uint8ClampedArray | Uint8Array;

const lumaOf = (photo: Rgba, pixel: number) =>
  0.299 * (photo[pixel * 4] as number) +
  0.587 * (photo[pixel * 4 + 1] as number) +
  0.114 * (photo[pixel * 4 + 2] as number);

/** The top, left and right borders: where a plain backdrop meets the photo's edge. */
function onOpenBorder(pixel: number, size: number): boolean {
  const x = pixel % size;
  const y = (pixel - x) / size;
  return y < BORDER || x < BORDER || x >= size - BORDER;
}

/** The mean colour of the border the model left out, or null when too little of it shows. */
function backdropColour(mask: SubjectMask, photo: Rgba): [number, number, number] | null {
  const { size } = mask;
  const sum = [0, 0, 0];
  let border = 0;
  let seen = 0;
  for (let pixel = 0; pixel < size * size; pixel += 1) {
    if (!onOpenBorder(pixel, size)) continue;
    border += 1;
    if ((mask.alpha[pixel] as number) >= SEEN_AS_BACKGROUND) continue;
    seen += 1;
    for (let channel = 0; channel < 3; channel += 1) sum[channel]! += photo[pixel * 4 + channel]!;
  }
  if (seen < border * MIN_BACKGROUND_BORDER) return null;
  return [sum[0]! / seen, sum[1]! / seen, sum[2]! / seen];
}

/**
 * The backdrop the cut-out model took for subject dropped: where dark hair meets a black studio
 * wall, the model keeps a slab of the wall, which shows as a dark block with a straight edge on
 * any new background. A region of the mask that is flat and of the backdrop's colour (read where
 * the model did leave the backdrop out) and reaches the photo's top or sides, where a backdrop
 * meets the edge, is backdrop. Only a person's mask is read, beside and above their faces: never a
 * region over a face, nor anything below the faces or at the bottom edge, where clothes and a
 * body the photo cuts are; a clean-up that would take much of the subject is not trusted. `photo` is RGBA at the mask's size, squashed square as the mask is.
 */
export function dropEdgeBackdrop(
  mask: SubjectMask,
  photo: Rgba,
  faces: readonly Box[],
): SubjectMask {
  const { size } = mask;
  // A pet's or a product's own flat patches (fur, a mug's glaze) match a blurred backdrop's colour.
  if (faces.length === 0) return mask;
  const backdrop = backdropColour(mask, photo);
  if (!backdrop) return mask;
  // Below the faces a dark backdrop and dark clothes look alike: only the head's height is read.
  const lowest = Math.max(...faces.map((face) => face.y + face.height));
  const lastRow = Math.ceil(lowest * size);
  const like = (pixel: number) => {
    if (pixel >= lastRow * size) return false;
    if ((mask.alpha[pixel] as number) < SEEN_AS_BACKGROUND) return false;
    const distance = Math.hypot(
      (photo[pixel * 4] as number) - backdrop[0],
      (photo[pixel * 4 + 1] as number) - backdrop[1],
      (photo[pixel * 4 + 2] as number) - backdrop[2],
    );
    if (distance >= BACKGROUND_DISTANCE) return false;
    const x = pixel % size;
    const right = x + 1 < size ? pixel + 1 : pixel;
    const below = pixel + size < size * size ? pixel + size : pixel;
    const here = lumaOf(photo, pixel);
    return Math.abs(here - lumaOf(photo, right)) + Math.abs(here - lumaOf(photo, below)) < FLAT;
  };
  const { region, areas } = labelRegions(size, like);
  const reachesEdge = new Set<number>();
  const overFace = new Set<number>();
  const faceBoxes = faces.map((face) => ({
    left: Math.floor(face.x * size),
    right: Math.ceil((face.x + face.width) * size),
    top: Math.floor(face.y * size),
    bottom: Math.ceil((face.y + face.height) * size),
  }));
  for (let pixel = 0; pixel < size * size; pixel += 1) {
    const id = region[pixel] as number;
    if (id < 0) continue;
    if (onOpenBorder(pixel, size)) reachesEdge.add(id);
    const x = pixel % size;
    const y = (pixel - x) / size;
    if (faceBoxes.some((box) => x >= box.left && x < box.right && y >= box.top && y < box.bottom)) {
      overFace.add(id);
    }
  }
  const dropped = new Set([...reachesEdge].filter((id) => !overFace.has(id)));
  if (dropped.size === 0) return mask;
  let subject = 0;
  for (let pixel = 0; pixel < size * size; pixel += 1) {
    if ((mask.alpha[pixel] as number) >= SEEN_AS_BACKGROUND) subject += 1;
  }
  const droppedArea = [...dropped].reduce((sum, id) => sum + (areas[id] as number), 0);
  if (droppedArea > subject * MAX_DROPPED_SHARE) return mask;
  const alpha = new Uint8Array(mask.alpha);
  for (let pixel = 0; pixel < size * size; pixel += 1) {
    if (dropped.has(region[pixel] as number)) alpha[pixel] = 0;
  }
  return { size, alpha };
}
