/**
 * The embedded schema, one table per Firestore collection (plus the local identity's accounts and
 * sessions). Append only: a shipped migration never changes; `PRAGMA user_version` records how many
 * have been applied.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    token_balance INTEGER NOT NULL CHECK (token_balance >= 0),
    full_name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    email_addresses TEXT NOT NULL,
    preferences TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE ledger (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    delta INTEGER NOT NULL CHECK (delta <> 0),
    reason TEXT NOT NULL CHECK (reason IN ('signup', 'generation', 'edit', 'refund', 'purchase')),
    ref TEXT,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
  ) STRICT;

  CREATE TABLE local_accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE local_sessions (
    secret_hash TEXT PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL REFERENCES local_accounts (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    ended_at TEXT
  ) STRICT;
  CREATE INDEX local_sessions_by_account ON local_sessions (account_id);
  `,
];
