import { TEST_AND_COMPARE_MESSAGES } from '@thumbforge/contract';
import { collectImages, type CollectImagesPorts } from '../downloads/collect-images.js';
import { InvalidInput } from '../errors.js';
import type { LazyZipEntry } from '../ports/zip-writer.port.js';
import { asGeneratedImage } from '../thumbnails/stored/index.js';

const LETTERS = ['A', 'B', 'C'] as const;

/**
 * The files of a Test & Compare set as YouTube Studio takes them: `A.jpg`, `B.jpg`, `C.jpg`, in
 * the order chosen. Only the caller's own generated thumbnails, as `/compare` takes them (an
 * uploaded photo is no thumbnail: 400); each is a JPEG at its exact size under 2 MB already, so
 * the stored bytes go in unchanged.
 */
export async function testAndCompareSet(
  userId: string,
  imageUrls: string[],
  ports: CollectImagesPorts,
): Promise<LazyZipEntry[]> {
  return collectImages(userId, imageUrls, ports, (image, index) => {
    if (!asGeneratedImage(image)) {
      throw new InvalidInput(TEST_AND_COMPARE_MESSAGES.notGenerated, `${image.path} has no layers`);
    }
    return `${LETTERS[index] ?? index}.jpg`;
  });
}
