import type { LateReply } from '../thumbnails/late-variants/task/index.js';

/**
 * The replies the remote model may still be painting, each with what its tasks need, kept apart
 * from the queue: a sweep settles those past their deadline though their settle task was lost.
 */
export interface PaintingReplyStore {
  /** Keeps the reply from `since`; keeping the same reply again changes nothing. */
  remember(late: LateReply, since: Date): Promise<void>;
  /** Replies kept since before `cutoff`, oldest first, at most `limit`. */
  listBefore(cutoff: Date, limit: number): Promise<LateReply[]>;
  /** Forgets the reply; one already forgotten is no error. */
  forget(replyId: string): Promise<void>;
}
