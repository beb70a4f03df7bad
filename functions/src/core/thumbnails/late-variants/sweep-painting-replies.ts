import type { GenerationPorts } from '../thumbnail-ports.js';
import { remoteTimeoutMs, sweepAfterSeconds } from './late-work-policy.js';
import { settleOverdueReply } from './settle-late-reply.js';

/** Replies settled per store read, so one sweep's memory stays bounded however many are due. */
const SWEEP_PAGE = 100;

/**
 * The backstop behind each reply's settle task: replies kept as painting since before
 * `olderThanMs` ago (by default once their settle task should have run) are settled whatever became of
 * their tasks, then forgotten. Settling is safe twice (the refund's ledger key, a reply no longer
 * painting left alone), so overlapping sweeps, a sweep killed halfway and the settle task all
 * change a reply once. Answers how many replies it looked at.
 */
export async function sweepPaintingReplies(
  ports: GenerationPorts,
  olderThanMs: number = sweepAfterSeconds(remoteTimeoutMs(ports)) * 1000,
): Promise<number> {
  const { paintingReplies } = ports.thumbnails;
  const cutoff = new Date(ports.now().getTime() - olderThanMs);
  let swept = 0;
  for (;;) {
    const due = await paintingReplies.listBefore(cutoff, SWEEP_PAGE);
    for (const late of due) {
      await settleOverdueReply(late, ports);
      await paintingReplies.forget(late.replyId);
    }
    swept += due.length;
    if (due.length < SWEEP_PAGE) return swept;
  }
}
