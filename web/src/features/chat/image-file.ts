import { detectImageType, MESSAGES } from '@thumbforge/contract';

/** Enough of a file to read its magic bytes (a WebP names itself at bytes 8 to 11). */
const SIGNATURE_BYTES = 12;

/** Why a chosen photo cannot be sent; `tooLarge` when only its size is wrong, so it can shrink. */
interface PhotoProblem {
  message: string;
  tooLarge: boolean;
}

/**
 * Why a chosen photo cannot be sent, or null when it can (docs/product-rules.md section 5), read from its
 * first bytes, never its name or declared type: a PDF renamed .png is refused here, at
 * selection. The server checks the bytes again; this spares the creator an upload it refuses.
 */
export async function imageFileProblem(file: Blob, maxBytes: number): Promise<PhotoProblem | null> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  if (detectImageType(head) === null) return { message: MESSAGES.invalidImage, tooLarge: false };
  if (file.size > maxBytes) return { message: MESSAGES.fileTooLarge, tooLarge: true };
  return null;
}
