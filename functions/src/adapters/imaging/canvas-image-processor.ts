import { resolutionSize } from '@thumbforge/contract';
import type { ImageProcessor } from '../../core/ports/image-processor.port.js';
import { inspectUpload } from '../../core/uploads/inspect-upload.js';
import { renderCost, sharedRenderPool, type RenderPool } from '../render-pool/render-pool.js';
import { redrawnSize } from './normalize-upload.js';
import { readImageHeader } from '../../core/uploads/image-header.js';

/** What redrawing an upload costs in pixels held at once: the decoded upload plus its copy. */
export function decodeCost(inspected: { width: number; height: number }): number {
  const redrawn = redrawnSize(inspected);
  return inspected.width * inspected.height + redrawn.width * redrawn.height;
}

/** Bytes a job answered, as the Buffer the callers store. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * The image pipeline on @napi-rs/canvas (Skia), the same in both runtimes. Uploads are checked
 * here (size, type, header, pixel count), so a bad one is refused without waiting; every pixel is
 * decoded, drawn and encoded on the render pool's threads.
 */
export function createCanvasImageProcessor(pool: RenderPool = sharedRenderPool()): ImageProcessor {
  return {
    async prepareUpload(bytes) {
      const inspected = inspectUpload(bytes);
      const upload = await pool.run('normalize-upload', { bytes }, { cost: decodeCost(inspected) });
      return { ...upload, jpeg: asBuffer(upload.jpeg) };
    },
    async composeThumbnail(request) {
      const { jpeg, width, height } = await pool.run('compose', request, {
        cost: renderCost(resolutionSize(request.resolution)),
      });
      return { jpeg: asBuffer(jpeg), width, height };
    },
    async convert(jpeg, format) {
      if (format === 'jpeg') return jpeg;
      const header = readImageHeader(jpeg);
      const size = header.ok ? header.header : resolutionSize('3840 x 2160');
      return asBuffer(await pool.run('convert', { jpeg, format }, { cost: renderCost(size, 2) }));
    },
    measureFeed(request) {
      return pool.run('measure-feed', request, {
        cost: renderCost(resolutionSize(request.resolution)),
      });
    },
    difference(a, b) {
      return pool.run('difference', { a, b });
    },
  };
}
