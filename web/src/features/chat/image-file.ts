import { ACCEPTED_IMAGE_TYPES, MESSAGES } from '@thumbforge/contract';

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

/**
 * Why a chosen photo cannot be sent, or null when it can (SPEC.md section 5). The server checks
 * the bytes again; this spares the creator an upload that would be refused.
 */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  maxBytes: number,
): string | null {
  if (!ACCEPTED.includes(file.type)) return MESSAGES.invalidImage;
  if (file.size > maxBytes) return MESSAGES.fileTooLarge;
  return null;
}
