import type { LateTask } from '../thumbnails/late-variants/task/index.js';

/** A task to run once, not before `delaySeconds` from now. */
export interface QueuedTask {
  task: LateTask;
  delaySeconds?: number;
}

/** How a queue runs a task this time: on its last attempt a failure is final. */
export interface TaskAttempt {
  final: boolean;
}

/**
 * Work that outlives the request that started it, kept where a crash cannot lose it (Cloud Tasks;
 * a table of the embedded database): each task runs until it succeeds or its attempts run out,
 * on whichever instance or process is alive. A task id is derived from the task (`lateTaskId`),
 * and a queue keeps one task per id.
 */
export interface LateWorkQueue {
  enqueue(tasks: readonly QueuedTask[]): Promise<void>;
  /** Resolves once nothing this process could run now is left (a test, a stopping server). */
  settled(): Promise<void>;
}
