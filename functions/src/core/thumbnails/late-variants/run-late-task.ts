import type { TaskAttempt } from '../../ports/late-work-queue.port.js';
import type { GenerationPorts } from '../thumbnail-ports.js';
import type { LateTask } from './task/index.js';
import { paintLateVariant } from './paint-late-variant.js';
import { settleOverdueReply } from './settle-late-reply.js';

/** What a queue's worker runs for each task, in either runtime. */
export function runLateTask(
  task: LateTask,
  attempt: TaskAttempt,
  ports: GenerationPorts,
): Promise<void> {
  return task.kind === 'paint'
    ? paintLateVariant(task.reply, task.variant, attempt, ports)
    : settleOverdueReply(task.reply, ports);
}
