import type { ImageProcessor } from '../../core/ports/image-processor.port.js';
import { composeThumbnail } from './compose-thumbnail.js';
import { normalizeUpload } from './normalize-upload.js';

/** The image pipeline on @napi-rs/canvas (Skia), the same in both runtimes. */
export function createCanvasImageProcessor(): ImageProcessor {
  return {
    async prepareUpload(bytes) {
      const { jpeg, width, height } = await normalizeUpload(bytes);
      return { jpeg, width, height };
    },
    async composeThumbnail(request) {
      const { jpeg, width, height } = await composeThumbnail(request);
      return { jpeg, width, height };
    },
  };
}
