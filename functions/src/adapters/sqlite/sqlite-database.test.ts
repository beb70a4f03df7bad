import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir.js';
import { openDatabase, schemaVersion } from './sqlite-database.js';
import { MIGRATIONS } from './sqlite-migrations.js';

describe('openDatabase', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let file: string;

  beforeEach(() => {
    temp = makeTempDir('thumbforge-migrations-');
    file = join(temp.dir, 'nested', 'db.sqlite');
  });
  afterEach(() => temp.remove());

  it('creates the file, applies every migration and turns on WAL, busy timeout and foreign keys', () => {
    const db = openDatabase(file);
    try {
      expect(schemaVersion(db)).toBe(MIGRATIONS.length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'users',
          'ledger',
          'local_accounts',
          'local_sessions',
          'chats',
          'messages',
        ]),
      );
    } finally {
      db.close();
    }
  });

  it('re-opening an existing database changes nothing and keeps the data', () => {
    const first = openDatabase(file);
    first
      .prepare(
        `INSERT INTO users (id, token_balance, full_name, first_name, email_addresses, preferences, created_at)
         VALUES ('user_1', 3, 'Ann Lee', 'Ann', '[]', '{}', 'now')`,
      )
      .run();
    const schemaBefore = first.prepare('SELECT sql FROM sqlite_master ORDER BY name').all();
    first.close();

    const again = openDatabase(file);
    try {
      expect(schemaVersion(again)).toBe(MIGRATIONS.length);
      expect(again.prepare('SELECT sql FROM sqlite_master ORDER BY name').all()).toEqual(
        schemaBefore,
      );
      expect(again.prepare('SELECT id FROM users').all()).toEqual([{ id: 'user_1' }]);
    } finally {
      again.close();
    }
  });

  it('applies only the migrations added since the last open', () => {
    const base = ['CREATE TABLE a (x INTEGER) STRICT;'];
    openDatabase(file, { migrations: base }).close();

    const db = openDatabase(file, {
      migrations: [...base, 'CREATE TABLE b (y INTEGER) STRICT;'],
    });
    try {
      expect(schemaVersion(db)).toBe(2);
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name);
      expect(tables.sort()).toEqual(['a', 'b']);
    } finally {
      db.close();
    }
  });

  it('rolls a failing migration back entirely', () => {
    const broken = ['CREATE TABLE a (x INTEGER) STRICT;', 'CREATE TABLE oops (;'];
    expect(() => openDatabase(file, { migrations: broken })).toThrow();

    const db = openDatabase(file, { migrations: [] });
    try {
      expect(schemaVersion(db)).toBe(0);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").all()).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('refuses a database written by a newer build', () => {
    openDatabase(file).close();
    expect(() => openDatabase(file, { migrations: MIGRATIONS.slice(0, -1) })).toThrow(
      /written by a newer ThumbForge/,
    );
  });
});
