/**
 * The variants this process is painting, by reply: when one finds its chat or account gone, the
 * others of the same reply stop rather than paint for nobody. Other instances' variants find it
 * out themselves when they deliver, at the latest at the model's deadline.
 */
const painting = new Map<string, Set<AbortController>>();

/** Runs `work` with a signal that aborts once `stopReply(replyId)` is called. */
export async function paintingFor<T>(
  replyId: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const ofReply = painting.get(replyId) ?? new Set();
  painting.set(replyId, ofReply.add(controller));
  try {
    return await work(controller.signal);
  } finally {
    ofReply.delete(controller);
    if (ofReply.size === 0) painting.delete(replyId);
  }
}

/** Stops every variant of the reply this process is painting. */
export function stopReply(replyId: string): void {
  for (const controller of painting.get(replyId) ?? []) controller.abort();
}
