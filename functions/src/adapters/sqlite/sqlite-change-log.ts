import { randomUUID } from 'node:crypto';
import { changeSchema } from '@thumbforge/contract';
import type { ChangeNotifier } from '../../core/ports/change-notifier.port.js';
import type { Logger } from '../../core/ports/logger.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

/** How often the server reads what other processes appended: well within live sync's second. */
const TAIL_INTERVAL_MS = 250;
/** A change is news for seconds; older rows are pruned (a tab that was away refetches everything). */
export const KEEP_CHANGES_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60_000;
const ROWS_PER_READ = 500;

interface ChangeRow {
  id: number;
  user_id: string;
  change: string;
  origin: string;
}

interface ChangeLogTail {
  /** Reads and delivers what was appended since the last read (the timer calls it too). */
  poll(): void;
  stop(): void;
}

interface SqliteChangeLog extends ChangeNotifier {
  /** Writes the changes published so far; they are batched until the next turn of the event loop. */
  flush(): void;
  /**
   * Delivers to `local` every change another process (or another log on the same file) appends
   * from now on; this log's own changes are skipped, as its process delivered them already.
   */
  tail(local: ChangeNotifier, intervalMs?: number): ChangeLogTail;
}

/**
 * The live feed across processes on one SQLite file: the reconciler command and the admin command
 * write to the database beside the server, and their changes must reach the server's open change
 * streams too. Each process appends what it announces to the `changes` table; the server tails it
 * by id. Appending never fails the write that announced it: a row that cannot be written is logged.
 */
export function createSqliteChangeLog(
  db: SqliteDatabase,
  logger: Logger,
  now: () => number = Date.now,
): SqliteChangeLog {
  const origin = randomUUID();
  const insert = db.prepare<[string, string, string, number]>(
    'INSERT INTO changes (user_id, change, origin, created_at) VALUES (?, ?, ?, ?)',
  );
  const pending: [string, string, string, number][] = [];
  let scheduled: NodeJS.Immediate | undefined;

  const writeAll = db.transaction((rows: typeof pending) => {
    for (const row of rows) insert.run(...row);
  });

  function flush() {
    clearImmediate(scheduled);
    scheduled = undefined;
    if (pending.length === 0) return;
    const rows = pending.splice(0);
    try {
      writeAll(rows);
    } catch (error) {
      logger.warn('appending to the change log failed', { changes: rows.length, error });
    }
  }

  return {
    publish(userId, change) {
      pending.push([userId, JSON.stringify(change), origin, now()]);
      // Off the request's path: the write is done and answered first, one transaction per batch.
      scheduled ??= setImmediate(flush);
    },
    flush,
    tail(local, intervalMs = TAIL_INTERVAL_MS) {
      const readAfter = db.prepare<[number, number], ChangeRow>(
        'SELECT id, user_id, change, origin FROM changes WHERE id > ? ORDER BY id LIMIT ?',
      );
      const prune = db.prepare<[number]>('DELETE FROM changes WHERE created_at < ?');
      let cursor =
        (db.prepare('SELECT MAX(id) AS id FROM changes').get() as { id: number | null }).id ?? 0;
      let prunedAt = 0;

      function poll() {
        try {
          for (let rows = readAfter.all(cursor, ROWS_PER_READ); rows.length > 0;) {
            for (const row of rows) {
              cursor = row.id;
              if (row.origin === origin) continue;
              const change = changeSchema.safeParse(JSON.parse(row.change));
              if (change.success) local.publish(row.user_id, change.data);
              else logger.warn('skipped an unreadable change', { id: row.id });
            }
            rows = rows.length === ROWS_PER_READ ? readAfter.all(cursor, ROWS_PER_READ) : [];
          }
          if (now() - prunedAt >= PRUNE_EVERY_MS) {
            prunedAt = now();
            prune.run(prunedAt - KEEP_CHANGES_MS);
          }
        } catch (error) {
          // A busy or briefly locked file: the next tick reads from the same cursor.
          logger.warn('reading the change log failed', { error });
        }
      }

      const timer = setInterval(poll, intervalMs);
      timer.unref();
      return { poll, stop: () => clearInterval(timer) };
    },
  };
}
