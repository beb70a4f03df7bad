/** A per-user cap on something that runs for a while in this process. */
export interface UserSlots {
  /** Takes one of the user's slots and answers the function that gives it back (once). */
  claim(userId: string): () => void;
}

/**
 * At most `perUser` claims held at once by each user; one more throws what `refuse` makes of the
 * number running. In-process: each server instance keeps its own count.
 */
export function createUserSlots(
  perUser: number,
  refuse: (running: number, userId: string) => Error,
): UserSlots {
  const running = new Map<string, number>();
  return {
    claim(userId) {
      const count = running.get(userId) ?? 0;
      if (count >= perUser) throw refuse(count, userId);
      running.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}
