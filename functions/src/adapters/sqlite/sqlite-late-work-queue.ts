import type { Logger } from '../../core/ports/logger.port.js';
import type {
  LateWorkQueue,
  QueuedTask,
  TaskAttempt,
} from '../../core/ports/late-work-queue.port.js';
import {
  LATE_TASK_ATTEMPTS,
  LATE_TASK_BACKOFF_SECONDS,
  lateTaskId,
  lateTaskSchema,
  type LateTask,
} from '../../core/thumbnails/late-variants/index.js';
import type { SqliteDatabase } from './sqlite-database.js';

interface TaskRow {
  id: string;
  task: string;
  attempts: number;
}

/** Runs one task; a throw asks for another attempt. */
export type LateTaskRunner = (task: LateTask, attempt: TaskAttempt) => Promise<void>;

export interface SqliteLateWorkQueueOptions {
  logger: Logger;
  /** Tries per task, the first included. */
  attempts?: number;
  /** The wait before the first retry, doubling after. */
  backoffMs?: number;
  /** How long a claimed task is its runner's before another may take it: an attempt's deadline. */
  leaseMs: number;
  /** Tasks run at once; more wait their turn. */
  concurrency?: number;
  /** How often due tasks (a retry, the settle task) are looked for. */
  pollMs?: number;
  now?: () => number;
}

/** The embedded queue: `serve` starts running its tasks, `stop` ends that for a closing server. */
interface SqliteLateWorkQueue extends LateWorkQueue {
  serve(run: LateTaskRunner): void;
  stop(): Promise<void>;
}

/**
 * The embedded runtime's durable queue, a table of the SQLite database: a task is a row until it
 * succeeds or its attempts run out. A runner claims a row with a lease (the row says until when
 * it is taken); a process killed mid-task leaves the lease behind, and the next server takes the
 * row again when it starts serving (one server owns DATA_DIR) or when the lease runs out.
 */
export function createSqliteLateWorkQueue(
  db: SqliteDatabase,
  options: SqliteLateWorkQueueOptions,
): SqliteLateWorkQueue {
  const attempts = options.attempts ?? LATE_TASK_ATTEMPTS;
  const backoffMs = options.backoffMs ?? LATE_TASK_BACKOFF_SECONDS * 1000;
  const { leaseMs } = options;
  const concurrency = options.concurrency ?? 8;
  const pollMs = options.pollMs ?? 1000;
  const now = options.now ?? Date.now;
  const { logger } = options;

  const insert = db.prepare(
    'INSERT OR IGNORE INTO late_tasks (id, task, run_after, attempts) VALUES (?, ?, ?, 0)',
  );
  const due = db.prepare<[number, number, number], TaskRow>(
    `SELECT id, task, attempts FROM late_tasks
     WHERE run_after <= ? AND (leased_until IS NULL OR leased_until <= ?)
     ORDER BY run_after LIMIT ?`,
  );
  const lease = db.prepare(
    'UPDATE late_tasks SET leased_until = ?, attempts = attempts + 1 WHERE id = ?',
  );
  const remove = db.prepare('DELETE FROM late_tasks WHERE id = ?');
  const later = db.prepare('UPDATE late_tasks SET leased_until = NULL, run_after = ? WHERE id = ?');
  const releaseAll = db.prepare('UPDATE late_tasks SET leased_until = NULL');

  const running = new Set<Promise<void>>();
  let runner: LateTaskRunner | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** Takes the due rows there is room for, each with a lease, in one transaction. */
  const claim = db.transaction((room: number): TaskRow[] => {
    const at = now();
    const rows = due.all(at, at, room);
    for (const row of rows) lease.run(at + leaseMs, row.id);
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });

  async function runRow(run: LateTaskRunner, row: TaskRow): Promise<void> {
    const parsed = lateTaskSchema.safeParse(JSON.parse(row.task));
    if (!parsed.success) {
      logger.error('late work: a task that cannot be read was dropped', { id: row.id });
      remove.run(row.id);
      return;
    }
    if (row.attempts > attempts) {
      // Its last attempt died with its process: the settle task speaks for the reply.
      logger.error('late work: a task ran out of attempts', { id: row.id, attempts: attempts });
      remove.run(row.id);
      return;
    }
    try {
      await run(parsed.data, { final: row.attempts >= attempts });
      remove.run(row.id);
    } catch (error) {
      if (row.attempts >= attempts) {
        logger.error('late work: a task failed its last attempt', { id: row.id, error });
        remove.run(row.id);
      } else {
        logger.warn('late work: a task failed; it runs again', { id: row.id, error });
        later.run(now() + backoffMs * 2 ** (row.attempts - 1), row.id);
      }
    }
  }

  function pump(): void {
    if (!runner || !db.open) return;
    const run = runner;
    const room = concurrency - running.size;
    if (room <= 0) return;
    for (const row of claim.immediate(room)) {
      const done: Promise<void> = runRow(run, row)
        .catch((error: unknown) => logger.error('late work: a task was lost', { error }))
        .finally(() => {
          running.delete(done);
          pump();
        });
      running.add(done);
    }
  }

  return {
    async enqueue(tasks: readonly QueuedTask[]) {
      const at = now();
      db.transaction(() => {
        for (const { task, delaySeconds = 0 } of tasks) {
          insert.run(lateTaskId(task), JSON.stringify(task), at + delaySeconds * 1000);
        }
      }).immediate();
      setImmediate(pump);
    },
    serve(run) {
      runner = run;
      releaseAll.run();
      timer = setInterval(pump, pollMs);
      timer.unref();
      pump();
    },
    async settled() {
      for (;;) {
        pump();
        if (running.size > 0) await Promise.allSettled([...running]);
        else if (!runner || !db.open || due.all(now(), now(), 1).length === 0) return;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      runner = undefined;
      clearInterval(timer);
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
