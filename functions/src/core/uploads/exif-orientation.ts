/** EXIF orientation: 1 is upright; 2-8 are the mirrorings and quarter turns a camera records. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const SHORT_TYPE = 3;

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];

/**
 * Whether a JPEG APP1 payload is Exif (`Exif\0\0`). APP1 also carries XMP and other metadata,
 * often several segments in one phone photo; only the Exif one records the orientation.
 */
export function isExifPayload(payload: Uint8Array): boolean {
  return (
    payload.length >= EXIF_HEADER.length && EXIF_HEADER.every((byte, i) => payload[i] === byte)
  );
}

/**
 * The orientation recorded in a JPEG APP1 segment's payload (starting with `Exif\0\0`), or 1
 * when it is absent or unreadable. Every read is bounds-checked: the payload comes from a stranger.
 */
export function readExifOrientation(payload: Uint8Array): Orientation {
  if (payload.length < EXIF_HEADER.length + 8 || !isExifPayload(payload)) return 1;

  const tiff = payload.subarray(EXIF_HEADER.length);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) return 1;

  const ifd = view.getUint32(4, little);
  if (ifd < 8 || ifd + 2 > tiff.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT_TYPE) return 1;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? (value as Orientation) : 1;
  }
  return 1;
}

/** Whether the orientation turns the image a quarter, so its width and height swap. */
export function swapsSides(orientation: Orientation): boolean {
  return orientation >= 5;
}
