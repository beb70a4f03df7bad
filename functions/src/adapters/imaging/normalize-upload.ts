import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Orientation } from '../../core/uploads/exif-orientation.js';
import { inspectUpload } from '../../core/uploads/inspect-upload.js';
import { withoutExifSegments } from '../../core/uploads/strip-exif.js';
import { decodeImage } from './decode-image.js';

interface NormalizedUpload {
  /** JPEG, upright, without any metadata (EXIF, GPS, ICC, comments). */
  jpeg: Buffer;
  width: number;
  height: number;
}

/** Longest side kept: far more than a 1920x1080 thumbnail needs, far less than 40 megapixels. */
const MAX_SIDE = 3840;
const QUALITY = 92;

/** The size an upright upload is redrawn at: its own, or shrunk to `MAX_SIDE`. */
export function redrawnSize(upright: { width: number; height: number }) {
  const shrink = Math.min(1, MAX_SIDE / Math.max(upright.width, upright.height));
  return {
    shrink,
    width: Math.max(1, Math.round(upright.width * shrink)),
    height: Math.max(1, Math.round(upright.height * shrink)),
  };
}

/** The canvas transform that turns an image stored with `orientation` upright. */
function orient(context: SKRSContext2D, orientation: Orientation, width: number, height: number) {
  // width and height are the stored (unrotated) size; see the EXIF 2.3 orientation table.
  const transforms: Record<Orientation, [number, number, number, number, number, number]> = {
    1: [1, 0, 0, 1, 0, 0],
    2: [-1, 0, 0, 1, width, 0],
    3: [-1, 0, 0, -1, width, height],
    4: [1, 0, 0, -1, 0, height],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, height, 0],
    7: [0, -1, -1, 0, height, width],
    8: [0, -1, 1, 0, 0, width],
  };
  context.transform(...transforms[orientation]);
}

/**
 * Checks an upload (size, type by magic bytes, header, pixel count) before decoding it, then
 * re-encodes it upright: the stored file keeps no metadata, GPS included.
 */
export async function normalizeUpload(bytes: Uint8Array): Promise<NormalizedUpload> {
  const inspected = inspectUpload(bytes);
  // Skia would turn an Exif-tagged JPEG itself; with the tag gone, the orientation read above
  // is applied once, by the transform below.
  const image = decodeImage(inspected.type === 'jpeg' ? withoutExifSegments(bytes) : bytes);
  const { shrink, width, height } = redrawnSize({
    width: inspected.uprightWidth,
    height: inspected.uprightHeight,
  });

  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent PNG and WebP pixels become white rather than JPEG's black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.scale(shrink, shrink);
  orient(context, inspected.orientation, image.width, image.height);
  context.drawImage(image, 0, 0, image.width, image.height);
  return { jpeg: await canvas.encode('jpeg', QUALITY), width, height };
}
