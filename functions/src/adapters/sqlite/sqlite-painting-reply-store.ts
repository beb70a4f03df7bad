import type { PaintingReplyStore } from '../../core/ports/painting-reply-store.port.js';
import { lateReplySchema } from '../../core/thumbnails/late-variants/index.js';
import type { SqliteDatabase } from './sqlite-database.js';

/** The embedded runtime's replies still painting: a row each, the task data as JSON. */
export function createSqlitePaintingReplyStore(db: SqliteDatabase): PaintingReplyStore {
  const insert = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO painting_replies (reply_id, late, since) VALUES (?, ?, ?)',
  );
  const selectBefore = db.prepare<[string, number], { late: string }>(
    'SELECT late FROM painting_replies WHERE since < ? ORDER BY since, reply_id LIMIT ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM painting_replies WHERE reply_id = ?');
  return {
    async remember(late, since) {
      insert.run(late.replyId, JSON.stringify(late), since.toISOString());
    },
    async listBefore(cutoff, limit) {
      return selectBefore
        .all(cutoff.toISOString(), limit)
        .map((row) => lateReplySchema.parse(JSON.parse(row.late)));
    },
    async forget(replyId) {
      remove.run(replyId);
    },
  };
}
