import { LIMITS } from '@thumbforge/contract';

/** A phone photo re-encoded at this quality is a fraction of its size and looks the same. */
const JPEG_QUALITY = 0.88;
/** Each further try is this much narrower; a few tries reach any photo the pixel limit allows. */
const SCALE_STEP = 0.8;
const MAX_TRIES = 6;

/** The scale that brings a `width` x `height` photo within the upload's pixel limit; 1 when it is. */
export function pixelLimitScale(
  width: number,
  height: number,
  maxMegapixels: number = LIMITS.uploadMaxMegapixels,
): number {
  const limit = maxMegapixels * 1_000_000;
  const pixels = width * height;
  // Just under the root, so rounding the sides up cannot land a pixel over.
  return pixels <= limit ? 1 : Math.sqrt(limit / pixels) * 0.999;
}

/** `beach.heic.png` becomes `beach.heic.jpg`: the shrunk copy is a JPEG. */
export function jpegName(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
}

function encode(bitmap: ImageBitmap, scale: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A JPEG copy of `file` under `maxBytes`, made in the browser (turned upright as the photo says):
 * re-encoded at full size first, then a little narrower each try, a bounded number of times.
 * Null when the browser cannot read or encode it, or no try gets under the limit.
 */
export async function shrinkPhoto(file: Blob & { name: string }, maxBytes: number) {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(
    () => null,
  );
  if (!bitmap) return null;
  try {
    let scale = pixelLimitScale(bitmap.width, bitmap.height);
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      const blob = await encode(bitmap, scale);
      if (!blob) return null;
      if (blob.size <= maxBytes) {
        return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
      }
      scale *= SCALE_STEP;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
