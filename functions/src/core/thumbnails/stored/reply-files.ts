import type { FileStore } from '../../ports/file-store.port.js';
import type { Logger } from '../../ports/logger.port.js';

/** The folder of one reply's images, so a reply that fails can take all of them away. */
export function replyFilesPrefix(chatFolder: string, replyId: string): string {
  return `${chatFolder}${replyId}/`;
}

/**
 * Deletes what a failed reply had stored already (a full disk can fail the second image after
 * the first was written). Best effort: the refund has been decided and must still be answered.
 */
export async function discardReplyFiles(
  prefix: string,
  ports: { files: FileStore; logger: Logger },
): Promise<void> {
  try {
    await ports.files.deleteByPrefix(prefix);
  } catch (error) {
    ports.logger.warn('removing the files of a failed reply failed', { prefix, error });
  }
}
