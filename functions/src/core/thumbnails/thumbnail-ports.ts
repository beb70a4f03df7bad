import type { ChatPorts } from '../chats/chat-ports.js';
import type { FaceLikeness } from '../ports/face-likeness.port.js';
import type { GenerationStore } from '../ports/generation-store.port.js';
import type { ImageModel } from '../ports/image-model.port.js';
import type { ImageProcessor } from '../ports/image-processor.port.js';
import type { LateWorkQueue } from '../ports/late-work-queue.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { PaintingReplyStore } from '../ports/painting-reply-store.port.js';
import type { PreferenceStore } from '../ports/preference-store.port.js';
import type { TokenLedger } from '../ports/token-ledger.port.js';
import type { UserStore } from '../ports/user-store.port.js';
import type { ZipWriter } from '../ports/zip-writer.port.js';

/**
 * An image model that takes tens of seconds per picture (Gemini on Vertex AI): each generation
 * answers with `model`'s variants at once, and this one's join the reply as they arrive.
 */
export interface RemoteModel {
  model: ImageModel;
  /** About how long it takes per picture, for the progress the web shows. */
  expectedSeconds: number;
  /** How long one of its pictures may take; `modelTimeoutMs` if unset. */
  timeoutMs?: number;
}

export interface ThumbnailPorts {
  /** The renderer that answers every generation in seconds (the local renderer). */
  model: ImageModel;
  /** Unset: only `model` paints. Edits of its pictures go back to it. */
  remote?: RemoteModel;
  /** Where `remote`'s variants wait to be painted once a generation was answered. */
  lateWork: LateWorkQueue;
  /** The replies `remote` may still be painting, for the sweep that settles the overdue. */
  paintingReplies: PaintingReplyStore;
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
  /** Refunds a generation whose remote model painted nothing. */
  ledger: Pick<TokenLedger, 'apply'>;
  /** Whether the account is still open when a late variant arrives. */
  users: Pick<UserStore, 'get'>;
}
