/** Long enough that a token of a signed-out session (60 s, plus skew) can no longer verify. */
const REMEMBER_ENDED_MS = 2 * 60 * 1000;

/**
 * The open change streams by session, so that signing out ends them at once, and a token of the
 * ended session that has not expired yet cannot open a new one.
 */
export interface SessionStreams {
  /** Registers a stream's `end`; the returned function unregisters it. */
  open(sessionId: string, end: () => void): () => void;
  /** Ends the session's open streams and refuses new ones for as long as its tokens live. */
  endSession(sessionId: string): void;
  hasEnded(sessionId: string): boolean;
}

export function createSessionStreams(now: () => number = Date.now): SessionStreams {
  const open = new Map<string, Set<() => void>>();
  const ended = new Map<string, number>();
  const forgetOld = () => {
    for (const [sessionId, at] of ended) {
      if (now() - at < REMEMBER_ENDED_MS) break;
      ended.delete(sessionId);
    }
  };
  return {
    open(sessionId, end) {
      const ends = open.get(sessionId) ?? new Set();
      open.set(sessionId, ends.add(end));
      return () => {
        ends.delete(end);
        if (ends.size === 0 && open.get(sessionId) === ends) open.delete(sessionId);
      };
    },
    endSession(sessionId) {
      forgetOld();
      ended.delete(sessionId);
      ended.set(sessionId, now());
      const ends = open.get(sessionId);
      open.delete(sessionId);
      for (const end of ends ?? []) end();
    },
    hasEnded(sessionId) {
      const at = ended.get(sessionId);
      return at !== undefined && now() - at < REMEMBER_ENDED_MS;
    },
  };
}
