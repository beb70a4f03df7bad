import {
  DOWNLOAD_CONTENT_TYPES,
  DOWNLOAD_EXTENSIONS,
  downloadFileName,
  THUMBNAIL_MESSAGES,
  type CreatorPlan,
  type DownloadFormat,
} from '@thumbforge/contract';
import { NotFound } from '../errors.js';
import type { ImageProcessor } from '../ports/image-processor.port.js';
import type { LazyZipEntry } from '../ports/zip-writer.port.js';
import { assertFormatAllowed } from '../payments/creator-plan.js';
import { collectImages, type CollectImagesPorts } from './collect-images.js';

type FormatPorts = CollectImagesPorts & { imaging: Pick<ImageProcessor, 'convert'> };

/**
 * The entries in `format`: each converted as the zip reaches it and named with its extension.
 * A format the creator's plan does not unlock is refused (403) before anything is read.
 */
export function inFormat(
  entries: LazyZipEntry[],
  format: DownloadFormat,
  plan: CreatorPlan,
  imaging: FormatPorts['imaging'],
): LazyZipEntry[] {
  assertFormatAllowed(format, plan);
  if (format === 'jpeg') return entries;
  return entries.map((entry) => ({
    name: entry.name.replace(/\.[a-z]+$/, `.${DOWNLOAD_EXTENSIONS[format]}`),
    read: async () => imaging.convert(await entry.read(), format),
  }));
}

interface DownloadedImage {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** One of the caller's own images (looked up, never fetched) in a format their plan unlocks. */
export async function downloadImage(
  userId: string,
  request: { imageUrl: string; format: DownloadFormat },
  plan: CreatorPlan,
  ports: FormatPorts,
): Promise<DownloadedImage> {
  const [entry] = inFormat(
    await collectImages(userId, [request.imageUrl], ports),
    request.format,
    plan,
    ports.imaging,
  );
  if (!entry) throw new NotFound(THUMBNAIL_MESSAGES.imageNotFound, 'no image collected');
  return {
    fileName: downloadFileName(request.format),
    contentType: DOWNLOAD_CONTENT_TYPES[request.format],
    bytes: await entry.read(),
  };
}
