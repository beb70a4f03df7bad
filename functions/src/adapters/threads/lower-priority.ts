import { constants, setPriority } from 'node:os';

/**
 * Lowers the calling worker thread's scheduling priority (Linux keeps a nice value per thread),
 * so when pixel work fills every core the thread answering requests still gets the CPU at once:
 * a render waits a few milliseconds, a health check or a chat list does not wait a render.
 * Where the system refuses (another OS, a sandbox), the thread runs as it was.
 */
export function lowerThisThreadsPriority(): void {
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not permitted here: the pool still bounds the work; only its ordering is lost.
  }
}
