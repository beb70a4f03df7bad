import {
  resolutionSchema,
  titleLayerSchema,
  type Resolution,
  type TitleLayer,
} from '@thumbforge/contract';
import type { MessageImage } from '../ports/message-store.port.js';

/**
 * A generated thumbnail as a message stores it (ARCHITECTURE.md section 3): the final JPEG, and
 * the base art and title layer it was composited from, so an edit can re-composite it.
 */
export interface GeneratedImage extends MessageImage {
  baseArtPath: string;
  titleLayer: TitleLayer;
  resolution: Resolution;
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
 * How a client's image URL is matched against stored ones: by path and query, so an absolute
 * URL the browser resolved still matches the relative one the API gave out. Never fetched.
 */
export function imageUrlKey(url: string): string {
  try {
    const parsed = new URL(url, 'http://stored.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
