/** An APP1 Exif segment holding only an orientation tag, in either byte order. */
export function exifSegment(orientation: number, bigEndian = false): Uint8Array {
  const u16 = (v: number) => (bigEndian ? [v >> 8, v & 255] : [v & 255, v >> 8]);
  const u32 = (v: number) => (bigEndian ? [0, 0, v >> 8, v & 255] : [v & 255, v >> 8, 0, 0]);
  const tiff = [
    ...(bigEndian ? [0x4d, 0x4d] : [0x49, 0x49]),
    ...u16(42),
    ...u32(8),
    ...u16(1),
    ...u16(0x0112),
    ...u16(3),
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0),
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 255, ...payload]);
}

/** The JPEG with an extra segment right after its start-of-image marker. */
export function withSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

/** A JPEG comment segment, the kind cameras and editors fill with text. */
export function commentSegment(text: string): Uint8Array {
  const body = new TextEncoder().encode(text);
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xfe, length >> 8, length & 255, ...body]);
}

export const FIXTURE_PHOTOS = '/work/shared/fixtures/photos';
export const FIXTURE_NAMES = ['astronaut.png', 'chelsea.png', 'coffee.png', 'rocket.jpg'] as const;
