import { LANGUAGE_VERSION_MESSAGES } from '@thumbforge/contract';
import { collectImages, type CollectImagesPorts } from '../downloads/collect-images.js';
import { InvalidInput } from '../errors.js';
import type { LazyZipEntry } from '../ports/zip-writer.port.js';

/**
 * `thumbnails-by-language.zip`: the caller's own language versions, each named by its language
 * (`hi.jpg`, `ar.jpg`). Anything but a language version, or two versions of one language (whose
 * files would share a name), answers 400 before a byte is sent.
 */
export async function languageVersionsSet(
  userId: string,
  imageUrls: string[],
  ports: CollectImagesPorts,
): Promise<LazyZipEntry[]> {
  const named = new Set<string>();
  return collectImages(userId, imageUrls, ports, (image) => {
    const { lang } = image;
    if (typeof lang !== 'string') {
      throw new InvalidInput(
        LANGUAGE_VERSION_MESSAGES.notLanguageVersion,
        `${image.path}: no lang`,
      );
    }
    if (named.has(lang)) {
      throw new InvalidInput(LANGUAGE_VERSION_MESSAGES.duplicate, `${lang} twice`);
    }
    named.add(lang);
    return `${lang}.jpg`;
  });
}
