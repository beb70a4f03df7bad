import {
  LATE_TASK_ATTEMPTS,
  lateTaskSchema,
  runLateTask,
} from '../core/thumbnails/late-variants/index.js';
import type { GenerationPorts } from '../core/thumbnails/index.js';

/** What the task-queue function is told of a delivery (Cloud Tasks' headers, read for us). */
interface DispatchedTask {
  id: string;
  data: unknown;
  /** 0 on the first attempt. */
  retryCount: number;
}

/**
 * One delivery of a Cloud Tasks task to the task-queue function: the same core step the embedded
 * queue runs. A throw answers 500, and Cloud Tasks tries again until the function's `maxAttempts`;
 * on the last one the step settles the reply itself. A task that is not one of ours is logged and
 * answered 2xx, since another try cannot make it readable.
 */
export async function runDispatchedTask(
  ports: GenerationPorts,
  dispatched: DispatchedTask,
): Promise<void> {
  const parsed = lateTaskSchema.safeParse(dispatched.data);
  if (!parsed.success) {
    ports.logger.error('late work: a task that cannot be read was dropped', { id: dispatched.id });
    return;
  }
  const attempt = dispatched.retryCount + 1;
  const log = ports.logger.child({ task: dispatched.id, attempt });
  try {
    await runLateTask(parsed.data, { final: attempt >= LATE_TASK_ATTEMPTS }, ports);
  } catch (error) {
    log.warn('late work: the attempt failed; Cloud Tasks retries it', { error });
    throw error;
  }
}
