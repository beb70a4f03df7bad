import { TEST_AND_COMPARE_MESSAGES, type ComparePair } from '@thumbforge/contract';
import type { ChatPorts } from '../chats/chat-ports.js';
import { ownedChat } from '../chats/chats.js';
import { NotFound } from '../errors.js';
import type { ImageProcessor } from '../ports/image-processor.port.js';
import { findGeneratedImage } from '../thumbnails/stored/index.js';

/**
 * Variants the renderer makes differ by more than this many hash bits (creator-thumbnails test);
 * two thumbnails this close would teach a Test & Compare run nothing.
 */
export const TOO_SIMILAR_MAX_DIFFERENCE = 16;

export function isTooSimilar(difference: number): boolean {
  return difference <= TOO_SIMILAR_MAX_DIFFERENCE;
}

/** Every pair of `items` once, in order: (0,1), (0,2), (1,2). */
export function pairsOf<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));
}

/**
 * `POST /thumbnail/{chatId}/compare`: each pair of the chat's chosen thumbnails with the
 * renderer's measured difference, flagged when too similar. Reads stored files; costs nothing.
 */
export async function compareThumbnails(
  userId: string,
  chatId: string,
  urls: string[],
  ports: Pick<ChatPorts, 'chats' | 'messages' | 'files'> & {
    thumbnails: { imaging: Pick<ImageProcessor, 'difference'> };
  },
): Promise<ComparePair[]> {
  await ownedChat(ports, userId, chatId);
  const messages = await ports.messages.listByChat(chatId);
  const images = urls.map((url) => ({
    url,
    path: findGeneratedImage(messages, url, TEST_AND_COMPARE_MESSAGES.notGenerated).path,
  }));
  const files = await Promise.all(
    images.map(async ({ url, path }) => {
      const file = await ports.files.read(path);
      if (!file)
        throw new NotFound(TEST_AND_COMPARE_MESSAGES.notGenerated, `file is gone: ${path}`);
      return { url, bytes: file.bytes };
    }),
  );
  const pairs: ComparePair[] = [];
  for (const [a, b] of pairsOf(files)) {
    const difference = await ports.thumbnails.imaging.difference(a.bytes, b.bytes);
    pairs.push({ a: a.url, b: b.url, difference, tooSimilar: isTooSimilar(difference) });
  }
  return pairs;
}
