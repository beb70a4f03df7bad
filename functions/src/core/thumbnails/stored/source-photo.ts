import type { FileStore } from '../../ports/file-store.port.js';
import type { MessageRecord } from '../../ports/message-store.port.js';
import { asGeneratedImage } from './generated-image.js';

/**
 * The photo a thumbnail of the chat was made from: the last photo the creator uploaded before the
 * message holding it (an edit's thumbnail comes from the same photo as the one it changed). Null
 * when there is none, or the thumbnail is not in `messages`.
 */
export function sourcePhotoPath(
  messages: readonly MessageRecord[],
  imagePath: string,
): string | null {
  let photo: string | null = null;
  for (const message of messages) {
    if (message.images.some((image) => image.path === imagePath)) return photo;
    if (message.role !== 'user') continue;
    for (const image of message.images) if (!asGeneratedImage(image)) photo = image.path;
  }
  return null;
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
