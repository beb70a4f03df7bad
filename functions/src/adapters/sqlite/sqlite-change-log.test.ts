import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '@thumbforge/contract';
import { createCaptureLogger } from '../../../test/support/capture-logger.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { KEEP_CHANGES_MS, createSqliteChangeLog } from './sqlite-change-log.js';
import { openDatabase, type SqliteDatabase } from './sqlite-database.js';

const CHATS: Change = { kind: 'chats' };
const USER: Change = { kind: 'user' };

describe('the SQLite change log (the live feed across processes on one file)', () => {
  let database: ReturnType<typeof openTempDatabase>;
  /** A second connection to the same file: another process, such as the reconciler. */
  let other: SqliteDatabase;
  let delivered: [string, Change][];
  const local = { publish: (userId: string, change: Change) => delivered.push([userId, change]) };
  const { logger, records } = createCaptureLogger();
  const rows = () => database.db.prepare('SELECT user_id, change FROM changes ORDER BY id').all();

  beforeEach(() => {
    database = openTempDatabase();
    other = openDatabase(database.file);
    delivered = [];
    records.length = 0;
  });
  afterEach(() => {
    other.close();
    database.close();
  });

  it('appends what is published after the current turn, in one batch, or at flush', async () => {
    const log = createSqliteChangeLog(database.db, logger);
    log.publish('user_ann', CHATS);
    log.publish('user_ann', USER);
    expect(rows()).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(rows()).toEqual([
      { user_id: 'user_ann', change: '{"kind":"chats"}' },
      { user_id: 'user_ann', change: '{"kind":"user"}' },
    ]);
    log.publish('user_bob', CHATS);
    log.flush();
    expect(rows()).toHaveLength(3);
  });

  it('delivers what another connection appends, in order, and skips its own', () => {
    const server = createSqliteChangeLog(database.db, logger);
    const reconciler = createSqliteChangeLog(other, logger);
    reconciler.publish('user_old', CHATS);
    reconciler.flush();
    // The tail starts at the end: what was appended before is not news.
    const tail = server.tail(local, 60_000);

    server.publish('user_ann', CHATS);
    server.flush();
    reconciler.publish('user_ann', USER);
    reconciler.publish('user_bob', { kind: 'payments' });
    reconciler.flush();
    tail.poll();
    expect(delivered).toEqual([
      ['user_ann', USER],
      ['user_bob', { kind: 'payments' }],
    ]);
    tail.poll();
    expect(delivered).toHaveLength(2);
    tail.stop();
  });

  it('polls on its own at the interval', async () => {
    const tail = createSqliteChangeLog(database.db, logger).tail(local, 20);
    const reconciler = createSqliteChangeLog(other, logger);
    reconciler.publish('user_ann', USER);
    reconciler.flush();
    await expect.poll(() => delivered, { timeout: 2000 }).toEqual([['user_ann', USER]]);
    tail.stop();
  });

  it('prunes changes older than it keeps', () => {
    let clock = 1_000_000_000;
    const reconciler = createSqliteChangeLog(other, logger, () => clock);
    reconciler.publish('user_ann', CHATS);
    reconciler.flush();
    clock += KEEP_CHANGES_MS + 1;
    reconciler.publish('user_ann', USER);
    reconciler.flush();

    const tail = createSqliteChangeLog(database.db, logger, () => clock).tail(local, 60_000);
    tail.poll();
    expect(rows()).toEqual([{ user_id: 'user_ann', change: '{"kind":"user"}' }]);
    tail.stop();
  });

  it('skips and logs a row it cannot read, and goes on', () => {
    const tail = createSqliteChangeLog(database.db, logger).tail(local, 60_000);
    const insert = other.prepare(
      "INSERT INTO changes (user_id, change, origin, created_at) VALUES ('user_ann', ?, 'x', 0)",
    );
    insert.run('{"kind":"nonsense"}');
    insert.run('{"kind":"chats"}');
    tail.poll();
    expect(delivered).toEqual([['user_ann', CHATS]]);
    expect(records.map((record) => record.message)).toEqual(['skipped an unreadable change']);
    tail.stop();
  });

  it('never fails the write that published: a change it cannot append is logged', () => {
    const log = createSqliteChangeLog(database.db, logger);
    database.db.exec('DROP TABLE changes');
    log.publish('user_ann', CHATS);
    expect(() => log.flush()).not.toThrow();
    expect(records.map((record) => record.message)).toEqual(['appending to the change log failed']);
  });
});
