import {
  imageUrlKey,
  resolutionSchema,
  THUMBNAIL_MESSAGES,
  titleLayerSchema,
  type Resolution,
  type TitleLayer,
} from '@thumbforge/contract';
import { InvalidInput, NotFound } from '../../errors.js';
import { storedFileUrl } from '../../files/file-link-rules.js';
import type { MessageImage, MessageRecord } from '../../ports/message-store.port.js';

/**
 * A generated thumbnail as a message stores it (docs/architecture.md section 3): the final JPEG, and
 * the base art and title layer it was composited from, so an edit can re-composite it.
 */
export interface GeneratedImage extends MessageImage {
  baseArtPath: string;
  titleLayer: TitleLayer;
  resolution: Resolution;
  /** Ultra HD only: the copy under YouTube's 2 MB, beside the full-quality image. */
  youtubePath?: string;
  youtubeUrl?: string;
  /** 'model' when the remote image model painted it, so its edits go back there; else unset. */
  renderer?: 'model';
  /** What it holds in storage when it cost no token (a language version); see free-storage.ts. */
  freeBytes?: number;
}

/** The image as a generated thumbnail, or null for anything else (such as an uploaded photo). */
export function asGeneratedImage(image: MessageImage): GeneratedImage | null {
  const titleLayer = titleLayerSchema.safeParse(image.titleLayer);
  const resolution = resolutionSchema.safeParse(image.resolution);
  if (typeof image.baseArtPath !== 'string' || !titleLayer.success || !resolution.success) {
    return null;
  }
  return {
    ...image,
    baseArtPath: image.baseArtPath,
    titleLayer: titleLayer.data,
    resolution: resolution.data,
  };
}

/**
 * The generated thumbnail among `messages` that `url` names (looked up, never fetched): 404 when
 * none, 400 with `notGenerated` when it is not a generated thumbnail (an uploaded photo).
 */
export function findGeneratedImage(
  messages: MessageRecord[],
  url: string,
  notGenerated: string,
): GeneratedImage {
  const key = imageUrlKey(url);
  const image = messages
    .flatMap((message) => message.images)
    .find((candidate) => storedFileUrl(candidate.path) === key);
  if (!image)
    throw new NotFound(THUMBNAIL_MESSAGES.imageNotFound, 'url is not an image of the chat');
  const generated = asGeneratedImage(image);
  if (!generated) throw new InvalidInput(notGenerated, `${image.path} has no layers`);
  return generated;
}
