import { join } from 'node:path';
import { openDatabase, type SqliteDatabase } from '../../src/adapters/sqlite/sqlite-database.js';
import { makeTempDir } from './temp-dir.js';

/** A migrated SQLite file in a fresh temp dir; `close` closes it and removes the dir. */
export function openTempDatabase(): { db: SqliteDatabase; file: string; close: () => void } {
  const temp = makeTempDir('thumbforge-db-');
  const file = join(temp.dir, 'test.sqlite');
  const db = openDatabase(file);
  return {
    db,
    file,
    close: () => {
      db.close();
      temp.remove();
    },
  };
}
