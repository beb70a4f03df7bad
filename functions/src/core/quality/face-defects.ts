import type { Box } from '@thumbforge/contract';
import { INSIDE, inBox, shareOf, type Measured } from './frame.js';

/** A face within this many pixels of the frame's edge, clipped there, is cut by it. */
const EDGE = 1;
/** A face counts as covered when this share of it is under the title or a mark. */
const MAX_FACE_COVERED = 0.1;
/** The eyes are covered by less: this share of their band. */
const MAX_EYES_COVERED = 0.05;
/** A face drawn with less of the cut-out than this over its middle is not there. */
const MIN_FACE_ALPHA_SHARE = 0.5;
/**
 * A lone person's face shorter than this share of the frame is too small to read in the feed
 * (at 168x94 about 9 px): a whole figure, head to toe, still has a face about an eighth of its
 * height, above this.
 */
const MIN_LONE_FACE_HEIGHT = 0.1;

/** The band of a face box where the eyes are. */
function eyeBand(face: Box): Box {
  return {
    x: face.x,
    y: face.y + face.height * 0.25,
    width: face.width,
    height: face.height * 0.3,
  };
}

/** A face the frame cuts: its clipped box reaches the frame's edge. */
export function faceCut({ frame, geometry }: Measured): boolean {
  return geometry.faces.some(
    (face) =>
      face.x <= EDGE ||
      face.y <= EDGE ||
      face.x + face.width >= frame.width - EDGE ||
      face.y + face.height >= frame.height - EDGE,
  );
}

/** A face, or its eyes, under the title or a callout, badge, sticker or logo. */
export function faceCovered({ frame, geometry }: Measured): boolean {
  const { title, marks } = geometry;
  const covered = (index: number) =>
    (marks[index] as number) > 0 || inBox(title, frame.width, index);
  return geometry.faces.some(
    (face) =>
      shareOf(face, frame, covered) > MAX_FACE_COVERED ||
      shareOf(eyeBand(face), frame, covered) > MAX_EYES_COVERED,
  );
}

/**
 * A person of the photo missing or cut in half: fewer faces drawn than the request keeps, or a
 * face drawn whose middle the cut-out left out.
 */
export function personMissing({ frame, geometry }: Measured): boolean {
  if (geometry.faces.length < geometry.photoFaces) return true;
  return geometry.faces.some((face) => {
    const middle = {
      x: face.x + face.width * 0.25,
      y: face.y + face.height * 0.25,
      width: face.width * 0.5,
      height: face.height * 0.5,
    };
    return (
      shareOf(middle, frame, (i) => (geometry.mask[i] as number) >= INSIDE) < MIN_FACE_ALPHA_SHARE
    );
  });
}

/**
 * The face of a thumbnail about one person drawn too small to read at feed size. A group's faces
 * are as big as everyone kept allows, so only a lone person's is judged.
 */
export function faceSmall({ frame, geometry }: Measured): boolean {
  if (geometry.photoFaces > 1 || geometry.faces.length !== 1) return false;
  const [face] = geometry.faces;
  return face !== undefined && face.height < frame.height * MIN_LONE_FACE_HEIGHT;
}
