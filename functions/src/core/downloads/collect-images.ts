import { imageUrlKey, LIMITS, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { NotFound, TooLarge } from '../errors.js';
import { storedFileUrl } from '../files/file-link-rules.js';
import type { FileStore } from '../ports/file-store.port.js';
import type { MessageImage, MessageStore } from '../ports/message-store.port.js';
import type { LazyZipEntry } from '../ports/zip-writer.port.js';

export interface CollectImagesPorts {
  messages: MessageStore;
  files: FileStore;
}

/** Every image a zip may hold at most: 50 thumbnails, Ultra HD ones at their full size. */
const ZIP_MAX_BYTES = LIMITS.zipMaxImages * LIMITS.ultraHdMaxBytes;

/** `users/<ownerId>/chats/<chatId>/`, in a file URL's path plain or percent-encoded. */
const CHAT_FOLDER = /users\/([\w-]+)\/chats\/([\w-]+)\//;

/** The chat whose folder a URL names, when the caller owns that folder; null otherwise. */
function chatNamedBy(userId: string, key: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(key);
  } catch {
    return null;
  }
  const folder = CHAT_FOLDER.exec(path);
  return folder?.[1] === userId ? (folder[2] ?? null) : null;
}

/**
 * A zip entry's name for the stored image at `index` (0-based, in the order asked); it may refuse
 * an image the download does not take by throwing, before anything is sent.
 */
type NameZipEntry = (image: MessageImage, index: number) => string;

/** `thumbnail-1.jpg`...: a stored path ends with the extension of its content type. */
const numbered: NameZipEntry = (image, index) =>
  `thumbnail-${index + 1}${image.path.slice(image.path.lastIndexOf('.'))}`;

/**
 * The files behind the caller's own image URLs, named `thumbnail-1.jpg`... (or by `nameOf`) in
 * the order asked (a repeated URL once). Each URL is looked up among the caller's stored images
 * and read by its path, never fetched; one URL that is not theirs refuses the whole download.
 * Nothing is read here: each entry reads its file when the zip reaches it, so a download holds
 * one file at a time.
 */
export async function collectImages(
  userId: string,
  imageUrls: string[],
  ports: CollectImagesPorts,
  nameOf: NameZipEntry = numbered,
): Promise<LazyZipEntry[]> {
  const keys = [...new Set(imageUrls.map(imageUrlKey))];
  // Only the chats the URLs name are read: a file's path names its chat.
  const chats = new Set(keys.flatMap((key) => chatNamedBy(userId, key) ?? []));
  const owned = new Map<string, MessageImage>();
  for (const chatId of chats) {
    for (const message of await ports.messages.listByChat(chatId)) {
      if (message.ownerId !== userId) continue;
      for (const image of message.images) owned.set(storedFileUrl(image.path), image);
    }
  }
  const images = keys.map((key) => {
    const image = owned.get(key);
    if (!image) throw new NotFound(THUMBNAIL_MESSAGES.zipImageNotFound, `not the caller's: ${key}`);
    return image;
  });

  let total = 0;
  return images.map((image, index) => ({
    name: nameOf(image, index),
    async read() {
      const { path } = image;
      const file = await ports.files.read(path);
      if (!file) throw new NotFound(THUMBNAIL_MESSAGES.zipImageNotFound, `file is gone: ${path}`);
      total += file.bytes.length;
      // The headers are sent by now: going over ends the download rather than answering 413.
      if (total > ZIP_MAX_BYTES) {
        throw new TooLarge(THUMBNAIL_MESSAGES.zipTooLarge, `over ${ZIP_MAX_BYTES} bytes`);
      }
      return file.bytes;
    },
  }));
}
