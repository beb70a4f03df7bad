import { LIMITS } from '@thumbforge/contract';
import type { ImageProcessor } from '../../core/ports/image-processor.port.js';
import { inspectUpload } from '../../core/uploads/inspect-upload.js';
import { composeThumbnail } from './compose-thumbnail.js';
import { convertImage } from './convert-image.js';
import { measureFeed } from './measure-feed.js';
import { hashDistance, perceptualHash } from './perceptual-hash.js';
import { createUploadWorkerPool, type UploadWorkerPool } from './upload-worker-pool.js';

/** One pool for the whole process, whatever builds processors: the bound is the process's. */
let processPool: UploadWorkerPool | undefined;

/**
 * The image pipeline on @napi-rs/canvas (Skia), the same in both runtimes. Uploads are checked
 * here (size, type, header, pixel count), so a bad one is refused without waiting, and decoded on
 * the pool's worker threads.
 */
export function createCanvasImageProcessor(
  uploads: UploadWorkerPool = (processPool ??= createUploadWorkerPool()),
): ImageProcessor {
  return {
    async prepareUpload(bytes) {
      const { jpeg, width, height } = await uploads.normalize(bytes, inspectUpload(bytes));
      return { jpeg, width, height };
    },
    async composeThumbnail(request) {
      const { jpeg, width, height } = await composeThumbnail({
        ...request,
        maxBytes: request.target === 'download' ? LIMITS.ultraHdMaxBytes : LIMITS.outputMaxBytes,
      });
      return { jpeg, width, height };
    },
    async convert(jpeg, format) {
      return convertImage(jpeg, format);
    },
    async measureFeed(request) {
      return measureFeed(request);
    },
    async difference(a, b) {
      return hashDistance(perceptualHash(a), perceptualHash(b));
    },
  };
}
