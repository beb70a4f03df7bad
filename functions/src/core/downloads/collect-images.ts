import { LIMITS, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { NotFound, TooLarge } from '../errors.js';
import type { ChatStore } from '../ports/chat-store.port.js';
import { STORED_FILE_TYPES, type FileStore } from '../ports/file-store.port.js';
import type { MessageStore } from '../ports/message-store.port.js';
import type { ZipEntry } from '../ports/zip-writer.port.js';
import { imageUrlKey } from '../thumbnails/generated-image.js';

export interface CollectImagesPorts {
  chats: ChatStore;
  messages: MessageStore;
  files: FileStore;
}

/** Every image a zip may hold at most: 50 thumbnails at YouTube's 2 MB each. */
export const ZIP_MAX_BYTES = LIMITS.zipMaxImages * LIMITS.outputMaxBytes;

/**
 * The files behind the caller's own image URLs, named `thumbnail-1.jpg`... in the order asked
 * (a repeated URL once). Each URL is looked up among the caller's stored images and read by its
 * path, never fetched; one URL that is not theirs refuses the whole download.
 */
export async function collectImages(
  userId: string,
  imageUrls: string[],
  ports: CollectImagesPorts,
): Promise<ZipEntry[]> {
  const owned = new Map<string, string>();
  for (const chat of await ports.chats.listByOwner(userId)) {
    for (const message of await ports.messages.listByChat(chat.id)) {
      if (message.ownerId !== userId) continue;
      for (const image of message.images) owned.set(imageUrlKey(image.url), image.path);
    }
  }
  const paths = [...new Set(imageUrls.map(imageUrlKey))].map((key) => {
    const path = owned.get(key);
    if (!path) throw new NotFound(THUMBNAIL_MESSAGES.zipImageNotFound, `not the caller's: ${key}`);
    return path;
  });

  const entries: ZipEntry[] = [];
  let total = 0;
  for (const [index, path] of paths.entries()) {
    const file = await ports.files.read(path);
    if (!file) throw new NotFound(THUMBNAIL_MESSAGES.zipImageNotFound, `file is gone: ${path}`);
    total += file.bytes.length;
    if (total > ZIP_MAX_BYTES) {
      throw new TooLarge(THUMBNAIL_MESSAGES.zipTooLarge, `over ${ZIP_MAX_BYTES} bytes`);
    }
    const extension = STORED_FILE_TYPES[file.contentType];
    entries.push({ name: `thumbnail-${index + 1}.${extension}`, bytes: file.bytes });
  }
  return entries;
}
