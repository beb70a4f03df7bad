export { lateReplySchema, lateTaskId, lateTaskSchema } from './late-task.js';
export type { LateReply, LateTask } from './late-task.js';
