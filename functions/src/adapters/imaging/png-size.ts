/** A PNG's width and height from its header (IHDR), read without decoding a pixel; null if none. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.byteLength < 24) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // The signature (8 bytes), IHDR's length and type (8), then width and height.
  if (view.getUint32(0) !== 0x89504e47 || view.getUint32(12) !== 0x49484452) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
