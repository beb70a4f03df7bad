import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';
import { MIGRATIONS } from './sqlite-migrations.js';

export type SqliteDatabase = Database.Database;

interface OpenDatabaseOptions {
  migrations?: readonly string[];
}

/**
 * Opens (creating if needed) the embedded database: WAL so readers never block the writer,
 * a busy timeout so a second process waits instead of failing, foreign keys on, and every
 * pending migration applied in one transaction before anything else runs.
 */
/**
 * better-sqlite3, loaded when SQLite is first opened: the production deploy (Firestore) does not
 * carry it, and a function that never opens SQLite never needs it.
 */
function loadSqlite(): typeof Database {
  return createRequire(import.meta.url)('better-sqlite3') as typeof Database;
}

export function openDatabase(file: string, options: OpenDatabaseOptions = {}): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new (loadSqlite())(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    migrate(db, options.migrations ?? MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function schemaVersion(db: SqliteDatabase): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function migrate(db: SqliteDatabase, migrations: readonly string[]): void {
  db.transaction(() => {
    const current = schemaVersion(db);
    if (current > migrations.length) {
      throw new Error(
        `The database is at schema version ${current} but this build knows only ${migrations.length}; ` +
          'it was written by a newer ThumbForge.',
      );
    }
    migrations.slice(current).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}
