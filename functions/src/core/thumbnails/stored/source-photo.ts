import type { FileStore } from '../../ports/file-store.port.js';
import type { MessageImage, MessageRecord } from '../../ports/message-store.port.js';
import { asGeneratedImage } from './generated-image.js';

/** The photos a creator's message carries (an uploaded photo is not a generated thumbnail). */
function photosOf(message: MessageRecord): MessageImage[] {
  return message.role === 'user' ? message.images.filter((image) => !asGeneratedImage(image)) : [];
}

/**
 * The creator's message a thumbnail of the chat was made from: the last one with a photo before
 * the message holding it (an edit's thumbnail comes from the same photo as the one it changed).
 * Null when there is none, or the thumbnail is not in `messages`.
 */
export function sourceGeneration(
  messages: readonly MessageRecord[],
  imagePath: string,
): MessageRecord | null {
  let source: MessageRecord | null = null;
  for (const message of messages) {
    if (message.images.some((image) => image.path === imagePath)) return source;
    if (photosOf(message).length > 0) source = message;
  }
  return null;
}

/** The photos a thumbnail of the chat was made from: the creator's first, then the things. */
export function sourcePhotoPaths(messages: readonly MessageRecord[], imagePath: string): string[] {
  const source = sourceGeneration(messages, imagePath);
  return source ? photosOf(source).map((photo) => photo.path) : [];
}

/** The creator's photo a thumbnail of the chat was made from: its message's first photo. */
export function sourcePhotoPath(
  messages: readonly MessageRecord[],
  imagePath: string,
): string | null {
  return sourcePhotoPaths(messages, imagePath)[0] ?? null;
}

/** The photo's bytes, or null when it is unknown or gone (the likeness is then not measured). */
export async function readSourcePhoto(
  messages: readonly MessageRecord[],
  imagePath: string,
  files: Pick<FileStore, 'read'>,
): Promise<Uint8Array | null> {
  const path = sourcePhotoPath(messages, imagePath);
  return path ? ((await files.read(path))?.bytes ?? null) : null;
}
