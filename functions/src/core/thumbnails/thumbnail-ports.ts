import type { ChatPorts } from '../chats/chat-ports.js';
import type { FaceLikeness } from '../ports/face-likeness.port.js';
import type { GenerationStore } from '../ports/generation-store.port.js';
import type { ImageModel } from '../ports/image-model.port.js';
import type { ImageProcessor } from '../ports/image-processor.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { PreferenceStore } from '../ports/preference-store.port.js';
import type { ZipWriter } from '../ports/zip-writer.port.js';

export interface ThumbnailPorts {
  model: ImageModel;
  imaging: ImageProcessor;
  /** Whether a thumbnail's faces are still the photo's, and the real face laid back in. */
  likeness: FaceLikeness;
  generations: GenerationStore;
  zip: ZipWriter;
  /** How many thumbnails one generation makes, 1 to 4 (`IMAGES_PER_GENERATION`). */
  variants: number;
  /** What one generation or edit costs; `LIMITS.tokensPerGeneration` unless a test sets a price. */
  tokensPerGeneration?: number;
  /** Generations and edits one user may run at once; 2 unless a test needs another cap. */
  concurrentPerUser?: number;
  /** How long the model may take for one generation or edit; `DEFAULT_MODEL_TIMEOUT_MS` if unset. */
  modelTimeoutMs?: number;
  /** How long a zip download waits on a client that reads nothing before ending it (30 s). */
  downloadStallMs?: number;
}

/** What the generation and edit use cases reach: the chat ports plus the image pipeline. */
export interface GenerationPorts extends ChatPorts {
  thumbnails: ThumbnailPorts;
  preferences: PreferenceStore;
  logger: Logger;
}
