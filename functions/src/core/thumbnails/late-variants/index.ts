export { enqueueLateVariants, enqueueOverdueSettle } from './enqueue-late-variants.js';
export { lateReplySchema, lateTaskId, lateTaskSchema } from './task/index.js';
export type { LateReply, LateTask } from './task/index.js';
export {
  attemptDeadlineSeconds,
  LATE_TASK_ATTEMPTS,
  LATE_TASK_BACKOFF_SECONDS,
} from './late-work-policy.js';
export { runLateTask } from './run-late-task.js';
export { sweepPaintingReplies } from './sweep-painting-replies.js';
