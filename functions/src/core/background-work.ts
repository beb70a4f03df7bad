import type { Logger } from './ports/logger.port.js';

/**
 * Work a request starts and does not wait for (the image model's variants, which join a reply
 * after it was answered). Each piece is its own: a failure is logged, never thrown at anyone.
 * `settled` lets a process that stops, and a test, wait for what is still running.
 */
export interface BackgroundWork {
  start(work: () => Promise<void>): void;
  /** Resolves once everything started so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundWork(logger: Logger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    start(work) {
      const done: Promise<void> = work()
        .catch((error: unknown) => logger.error('background work failed', { error }))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
