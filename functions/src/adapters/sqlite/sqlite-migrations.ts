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
  // 2: chats and their messages. No foreign keys, like the Firestore collections they mirror:
  // the chat use cases check ownership on the chat and delete messages before the chat.
  `
  CREATE TABLE chats (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    title TEXT NOT NULL,
    pinned INTEGER NOT NULL CHECK (pinned IN (0, 1)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX chats_by_owner ON chats (owner_id, created_at);

  CREATE TABLE messages (
    id TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    text TEXT NOT NULL,
    images TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'complete', 'failed')),
    meta TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (chat_id, id)
  ) STRICT;
  CREATE INDEX messages_by_chat_created ON messages (chat_id, created_at);
  `,
  // 3: payments (documents keyed by order id), the receipt counter, handled webhook events, and
  // the sandbox gateway's own orders and payment attempts (what Razorpay would hold).
  `
  CREATE TABLE payments (
    order_id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    plan TEXT NOT NULL CHECK (plan IN ('standard', 'premium', 'pro')),
    amount INTEGER NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL CHECK (currency = 'INR'),
    tokens INTEGER NOT NULL CHECK (tokens > 0),
    status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'failed')),
    receipt_number TEXT UNIQUE,
    razorpay_payment_id TEXT,
    created_at TEXT NOT NULL,
    paid_at TEXT
  ) STRICT;
  CREATE INDEX payments_by_owner ON payments (owner_id, created_at);
  CREATE INDEX payments_by_status ON payments (status, created_at);

  CREATE TABLE counters (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE webhook_events (
    event_id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    received_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE sandbox_orders (
    id TEXT PRIMARY KEY,
    amount_paise INTEGER NOT NULL,
    currency TEXT NOT NULL,
    receipt TEXT NOT NULL,
    notes TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE sandbox_payments (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES sandbox_orders (id),
    status TEXT NOT NULL CHECK (status IN ('captured', 'failed')),
    amount_paise INTEGER NOT NULL,
    currency TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX sandbox_payments_by_order ON sandbox_payments (order_id, created_at);
  `,
  // 4: tokens held by generations and edits until their result is stored or refunded; the
  // startup sweep refunds the ones a stopped process left pending.
  `
  CREATE TABLE reservations (
    message_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('generation', 'edit')),
    state TEXT NOT NULL CHECK (state IN ('pending', 'completed', 'refunded')),
    created_at TEXT NOT NULL,
    settled_at TEXT
  ) STRICT;
  CREATE INDEX reservations_by_state ON reservations (state, created_at);
  `,
  // 5: refunds and disputes. The ledger takes the reasons `purchase-refund` and `grant` and an
  // admin's note (SQLite cannot change a CHECK in place, so the table is copied); a paid order
  // keeps its refunds and disputes, found by the Razorpay payment id; the sandbox keeps refunds.
  `
  CREATE TABLE ledger_with_notes (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    delta INTEGER NOT NULL CHECK (delta <> 0),
    reason TEXT NOT NULL CHECK (reason IN
      ('signup', 'generation', 'edit', 'refund', 'purchase', 'purchase-refund', 'grant')),
    ref TEXT,
    note TEXT,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
  ) STRICT;
  INSERT INTO ledger_with_notes (user_id, key, delta, reason, ref, balance_after, created_at)
    SELECT user_id, key, delta, reason, ref, balance_after, created_at FROM ledger ORDER BY rowid;
  DROP TABLE ledger;
  ALTER TABLE ledger_with_notes RENAME TO ledger;

  ALTER TABLE payments ADD COLUMN reversals TEXT NOT NULL DEFAULT '[]';
  CREATE INDEX payments_by_payment_id ON payments (razorpay_payment_id);

  CREATE TABLE sandbox_refunds (
    id TEXT PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES sandbox_payments (id),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX sandbox_refunds_by_payment ON sandbox_refunds (payment_id);
  `,
  // 6: closing an account and retention (issue 16): when the user closed it, and when retention
  // deleted a message's images; indexes for the sweeps that look for both by date.
  `
  ALTER TABLE users ADD COLUMN closed_at TEXT;
  CREATE INDEX users_by_closed_at ON users (closed_at) WHERE closed_at IS NOT NULL;
  ALTER TABLE messages ADD COLUMN images_expired_at TEXT;
  CREATE INDEX messages_with_images_by_created ON messages (created_at) WHERE images <> '[]';
  `,
  // 7: orders left unpaid past the reconciler's window become `expired` (SQLite cannot change a
  // CHECK in place, so the table is copied, its indexes with it).
  `
  CREATE TABLE payments_with_expiry (
    order_id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    plan TEXT NOT NULL CHECK (plan IN ('standard', 'premium', 'pro')),
    amount INTEGER NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL CHECK (currency = 'INR'),
    tokens INTEGER NOT NULL CHECK (tokens > 0),
    status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'failed', 'expired')),
    receipt_number TEXT UNIQUE,
    razorpay_payment_id TEXT,
    created_at TEXT NOT NULL,
    paid_at TEXT,
    reversals TEXT NOT NULL DEFAULT '[]'
  ) STRICT;
  INSERT INTO payments_with_expiry
    SELECT order_id, owner_id, plan, amount, currency, tokens, status, receipt_number,
      razorpay_payment_id, created_at, paid_at, reversals FROM payments ORDER BY rowid;
  DROP TABLE payments;
  ALTER TABLE payments_with_expiry RENAME TO payments;
  CREATE INDEX payments_by_owner ON payments (owner_id, created_at);
  CREATE INDEX payments_by_status ON payments (status, created_at);
  CREATE INDEX payments_by_payment_id ON payments (razorpay_payment_id);
  `,
  // 8: the live feed's log (issue 14): every process writing to this file (the server, the
  // reconciler, the admin command) appends the changes it announces; the server tails it by id.
  // AUTOINCREMENT, so an id is never reused after the old rows are pruned.
  `
  CREATE TABLE changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id TEXT NOT NULL,
    change TEXT NOT NULL,
    origin TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX changes_by_created ON changes (created_at);
  `,
  // 9: refunds and disputes that arrive before their payment's credit, kept for it to apply.
  `
  CREATE TABLE held_reversals (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('refund', 'dispute')),
    payment_id TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    received_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX held_reversals_by_payment ON held_reversals (payment_id, received_at);
  `,
  // 10: GST tax invoices (issue 27): the buyer's billing details given at checkout and the terms a
  // tax invoice was issued under, as JSON; paid orders by date for the admin's invoice export.
  `
  ALTER TABLE payments ADD COLUMN billing TEXT;
  ALTER TABLE payments ADD COLUMN invoice TEXT;
  CREATE INDEX payments_by_paid_at ON payments (status, paid_at);
  `,
  // 11: one-time password reset links of the local identity (issue 26); only the token's hash is
  // kept, and a link is used once.
  `
  CREATE TABLE local_password_resets (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES local_accounts (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  ) STRICT;
  `,
  // 12: the creator's brand kit (issue 23), as JSON on the user row like `users/{uid}.brandKit`.
  `
  ALTER TABLE users ADD COLUMN brand_kit TEXT;
  `,
  // 13: work that outlives its request (issue 34): the image model's variants of a reply already
  // answered, each a task claimed with a lease, so a crashed server's tasks run again at start.
  `
  CREATE TABLE late_tasks (
    id TEXT PRIMARY KEY,
    task TEXT NOT NULL,
    run_after INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    leased_until INTEGER
  ) STRICT;
  CREATE INDEX late_tasks_by_run_after ON late_tasks (run_after);
  `,
  // 14: API keys (issue 36), by the SHA-256 of the key; a user's go with the user.
  `
  CREATE TABLE api_keys (
    key_hash TEXT PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    scopes TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX api_keys_by_user ON api_keys (user_id, created_at);
  `,
  // 15: the replies the image model may still be painting (issue 34), so a sweep settles those
  // whose settle task was lost.
  `
  CREATE TABLE painting_replies (
    reply_id TEXT PRIMARY KEY,
    late TEXT NOT NULL,
    since TEXT NOT NULL
  ) STRICT;
  CREATE INDEX painting_replies_by_since ON painting_replies (since);
  `,
  // 16 (follows the late-work, API-key and painting-reply tables): when a closed account was last
  // reopened; file links signed before it stay dead (issue 32, Low 7).
  `
  ALTER TABLE users ADD COLUMN links_valid_from TEXT;
  `,
  // 17: each API key's calls by kind and its last call's time (issue 36), so every call made with
  // a key is on its record, those that spend no token too.
  `
  ALTER TABLE api_keys ADD COLUMN last_used_at TEXT;
  ALTER TABLE api_keys ADD COLUMN thumbnails_calls INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE api_keys ADD COLUMN read_calls INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE api_keys ADD COLUMN refused_calls INTEGER NOT NULL DEFAULT 0;
  `,
];
