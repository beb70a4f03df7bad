import type { PaymentStatus, PlanName } from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type {
  CreditResult,
  PaymentRecord,
  PaymentStore,
} from '../../core/ports/payment-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { writeLedgerEntry } from './sqlite-token-ledger.js';

interface PaymentRow {
  order_id: string;
  owner_id: string;
  plan: PlanName;
  amount: number;
  currency: 'INR';
  tokens: number;
  status: PaymentStatus;
  receipt_number: string | null;
  razorpay_payment_id: string | null;
  created_at: string;
  paid_at: string | null;
}

function toRecord(row: PaymentRow): PaymentRecord {
  return {
    orderId: row.order_id,
    ownerId: row.owner_id,
    plan: row.plan,
    amount: row.amount,
    currency: row.currency,
    tokens: row.tokens,
    status: row.status,
    receiptNumber: row.receipt_number,
    razorpayPaymentId: row.razorpay_payment_id,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

const RECEIPT_COUNTER = 'receipt';

export function createSqlitePaymentStore(db: SqliteDatabase): PaymentStore {
  const select = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE order_id = ?');
  const balance = db.prepare<[string], { token_balance: number }>(
    'SELECT token_balance FROM users WHERE id = ?',
  );
  const nextReceipt = db.prepare<[string], { value: number }>(
    `INSERT INTO counters (name, value) VALUES (?, 1)
     ON CONFLICT (name) DO UPDATE SET value = value + 1
     RETURNING value`,
  );

  function mustGet(orderId: string): PaymentRow {
    const row = select.get(orderId);
    if (!row) throw new NotFound('Order not found', `payment store has no order ${orderId}`);
    return row;
  }

  function balanceOf(userId: string): number {
    const row = balance.get(userId);
    if (!row) throw new NotFound('User not found', `payment owner ${userId} is not a user`);
    return row.token_balance;
  }

  return {
    async create(payment) {
      db.prepare(
        `INSERT INTO payments (order_id, owner_id, plan, amount, currency, tokens, status,
           receipt_number, razorpay_payment_id, created_at, paid_at)
         VALUES (@orderId, @ownerId, @plan, @amount, @currency, @tokens, @status,
           @receiptNumber, @razorpayPaymentId, @createdAt, @paidAt)`,
      ).run(payment);
    },
    async get(orderId) {
      const row = select.get(orderId);
      return row ? toRecord(row) : null;
    },
    async listByOwner(ownerId) {
      return db
        .prepare<[string], PaymentRow>(
          'SELECT * FROM payments WHERE owner_id = ? ORDER BY created_at DESC, rowid DESC',
        )
        .all(ownerId)
        .map(toRecord);
    },
    async listCreatedBefore(cutoff) {
      return db
        .prepare<[string], PaymentRow>(
          `SELECT * FROM payments WHERE status = 'created' AND created_at < ?
           ORDER BY created_at, rowid`,
        )
        .all(cutoff.toISOString())
        .map(toRecord);
    },
    async credit(request) {
      // IMMEDIATE: the order, the ledger and the counter are read and written under one write lock.
      const run = db.transaction((): CreditResult => {
        const row = mustGet(request.orderId);
        if (row.status === 'paid') {
          return {
            outcome:
              row.razorpay_payment_id === request.razorpayPaymentId
                ? 'already-credited'
                : 'paid-by-another-payment',
            payment: toRecord(row),
            tokenBalance: balanceOf(row.owner_id),
          };
        }
        const { entry } = writeLedgerEntry(db, row.owner_id, request.entry, request.paidAt);
        const sequence = nextReceipt.get(RECEIPT_COUNTER)?.value;
        if (sequence === undefined) throw new Error('the receipt counter returned no value');
        db.prepare(
          `UPDATE payments SET status = 'paid', razorpay_payment_id = ?, paid_at = ?,
             receipt_number = ?
           WHERE order_id = ?`,
        ).run(
          request.razorpayPaymentId,
          request.paidAt.toISOString(),
          request.receiptNumber(sequence),
          request.orderId,
        );
        return {
          outcome: 'credited',
          payment: toRecord(mustGet(request.orderId)),
          tokenBalance: entry.balanceAfter,
        };
      });
      return run.immediate();
    },
    async markFailed(orderId, razorpayPaymentId) {
      const run = db.transaction(() => {
        db.prepare(
          `UPDATE payments SET status = 'failed', razorpay_payment_id = ?
           WHERE order_id = ? AND status = 'created'`,
        ).run(razorpayPaymentId, orderId);
        return toRecord(mustGet(orderId));
      });
      return run.immediate();
    },
    async hasWebhookEvent(eventId) {
      return (
        db.prepare('SELECT 1 FROM webhook_events WHERE event_id = ?').get(eventId) !== undefined
      );
    },
    async recordWebhookEvent(event) {
      db.prepare(
        `INSERT OR IGNORE INTO webhook_events (event_id, type, received_at)
         VALUES (@eventId, @type, @receivedAt)`,
      ).run(event);
    },
  };
}
