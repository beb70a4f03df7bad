import type { Functions } from 'firebase-admin/functions';
import type { LateWorkQueue } from '../../core/ports/late-work-queue.port.js';
import { lateTaskId, type LateTask } from '../../core/thumbnails/late-variants/index.js';

interface CloudTasksQueueOptions {
  /** The task-queue function's resource name: `locations/<region>/functions/<name>`. */
  functionName: string;
  /** How long Cloud Tasks waits for one attempt before it counts as failed. */
  dispatchDeadlineSeconds: number;
}

/** A task whose id the queue has had: a retried or duplicated enqueue, already there. */
function alreadyQueued(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'functions/task-already-exists'
  );
}

/**
 * The Firebase runtime's durable queue: Cloud Tasks, served by the task-queue function (its retry
 * config and rate limits are the function's, in `index.ts`). Each task is named by its id, so
 * Cloud Tasks keeps one per id, long after it ran.
 */
export function createCloudTasksLateWorkQueue(
  functions: Functions,
  options: CloudTasksQueueOptions,
): LateWorkQueue {
  const queue = functions.taskQueue<LateTask>(options.functionName);
  return {
    async enqueue(tasks) {
      await Promise.all(
        tasks.map(({ task, delaySeconds }) =>
          queue
            .enqueue(task, {
              id: lateTaskId(task),
              dispatchDeadlineSeconds: options.dispatchDeadlineSeconds,
              ...(delaySeconds ? { scheduleDelaySeconds: delaySeconds } : {}),
            })
            .catch((error: unknown) => {
              if (!alreadyQueued(error)) throw error;
            }),
        ),
      );
    },
    // Nothing runs in this process: the queue calls the task-queue function.
    async settled() {},
  };
}
