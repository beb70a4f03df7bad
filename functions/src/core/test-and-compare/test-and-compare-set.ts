import { collectImages, type CollectImagesPorts } from '../downloads/collect-images.js';
import type { LazyZipEntry } from '../ports/zip-writer.port.js';

const LETTERS = ['A', 'B', 'C'] as const;

/**
 * The files of a Test & Compare set as YouTube Studio takes them: `A.jpg`, `B.jpg`, `C.jpg`, in
 * the order chosen. Only the caller's own images (collectImages' rule); every generated thumbnail
 * is a JPEG at its exact size under 2 MB already, so the stored bytes go in unchanged.
 */
export async function testAndCompareSet(
  userId: string,
  imageUrls: string[],
  ports: CollectImagesPorts,
): Promise<LazyZipEntry[]> {
  const entries = await collectImages(userId, imageUrls, ports);
  return entries.map((entry, index) => ({ ...entry, name: `${LETTERS[index] ?? index}.jpg` }));
}
