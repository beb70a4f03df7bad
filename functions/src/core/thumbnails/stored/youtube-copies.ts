import type { Message } from '@thumbforge/contract';
import type { GeneratedImage } from './generated-image.js';

/** A reply's meta, with the YouTube copies of its Ultra HD thumbnails when it has any. */
export function withYoutubeCopies(
  meta: Message['meta'],
  images: readonly Pick<GeneratedImage, 'url' | 'youtubeUrl'>[],
): Message['meta'] {
  if (!images.some((image) => image.youtubeUrl)) return meta;
  return { ...meta, youtubeCopies: images.map((image) => image.youtubeUrl ?? image.url) };
}
