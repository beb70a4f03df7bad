import {
  billingDetailsSchema,
  invoiceTermsSchema,
  paymentReversalSchema,
  type PaymentStatus,
  type PlanName,
} from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type {
  CreditResult,
  HeldReversal,
  PaymentRecord,
  PaymentStore,
  ReversalResult,
} from '../../core/ports/payment-store.port.js';
import {
  canCloseUnpaid,
  decideCredit,
  paidOrder,
  recordedReversal,
} from '../../core/payments/payment-state-rules.js';
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
  /** JSON array of the order's refunds and disputes. */
  reversals: string;
  /** JSON of the buyer's billing details, or null. */
  billing: string | null;
  /** JSON of the tax invoice's terms, or null. */
  invoice: string | null;
}

const reversalsSchema = paymentReversalSchema.array();
const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

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
    reversals: reversalsSchema.parse(JSON.parse(row.reversals)),
    billing: row.billing === null ? null : billingDetailsSchema.parse(JSON.parse(row.billing)),
    invoice: row.invoice === null ? null : invoiceTermsSchema.parse(JSON.parse(row.invoice)),
  };
}

export function createSqlitePaymentStore(db: SqliteDatabase): PaymentStore {
  const select = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE order_id = ?');
  const balance = db.prepare<[string], { token_balance: number }>(
    'SELECT token_balance FROM users WHERE id = ?',
  );
  const nextNumber = db.prepare<[string], { value: number }>(
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
           receipt_number, razorpay_payment_id, created_at, paid_at, reversals, billing, invoice)
         VALUES (@orderId, @ownerId, @plan, @amount, @currency, @tokens, @status,
           @receiptNumber, @razorpayPaymentId, @createdAt, @paidAt, @reversals, @billing, @invoice)`,
      ).run({
        ...payment,
        reversals: JSON.stringify(payment.reversals),
        billing: jsonOrNull(payment.billing),
        invoice: jsonOrNull(payment.invoice),
      });
    },
    async findByPaymentId(razorpayPaymentId) {
      // A failed attempt also records its payment id; the order it paid is the one that counts.
      const row = db
        .prepare<[string], PaymentRow>(
          `SELECT * FROM payments WHERE razorpay_payment_id = ?
           ORDER BY status = 'paid' DESC, created_at DESC LIMIT 1`,
        )
        .get(razorpayPaymentId);
      return row ? toRecord(row) : null;
    },
    async reverse(request) {
      const run = db.transaction((): ReversalResult => {
        const payment = toRecord(mustGet(request.orderId));
        // A deleted account's records keep no owner: the refund is recorded, nothing is taken.
        const tokenBalance = balance.get(payment.ownerId)?.token_balance ?? 0;
        const decision = request.decide(payment, tokenBalance);
        if (!decision.apply) return { outcome: decision.outcome, payment, tokenBalance };
        const written = decision.entry
          ? writeLedgerEntry(db, payment.ownerId, decision.entry, new Date(decision.reversal.at))
          : null;
        const sequence = decision.creditNote
          ? (nextNumber.get(decision.creditNote.series.counter)?.value ?? null)
          : null;
        const reversals = [...payment.reversals, recordedReversal(decision, sequence)];
        db.prepare('UPDATE payments SET reversals = ? WHERE order_id = ?').run(
          JSON.stringify(reversals),
          request.orderId,
        );
        return {
          outcome: 'reversed',
          payment: { ...payment, reversals },
          tokenBalance: written ? written.entry.balanceAfter : tokenBalance,
        };
      });
      return run.immediate();
    },
    async listPaidBetween(since, until) {
      return db
        .prepare<[string, string], PaymentRow>(
          `SELECT * FROM payments WHERE status = 'paid' AND paid_at >= ? AND paid_at < ?
           ORDER BY paid_at, order_id`,
        )
        .all(since.toISOString(), until.toISOString())
        .map(toRecord);
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
    async listCreatedBetween({ since, until, limit, after }) {
      // Past the previous page's last order: older, or as old with a smaller order id.
      const cursor = after ?? { createdAt: until.toISOString(), orderId: '' };
      return db
        .prepare<[string, string, string, string, string, number], PaymentRow>(
          `SELECT * FROM payments WHERE status = 'created' AND created_at >= ? AND created_at < ?
             AND (created_at < ? OR (created_at = ? AND order_id < ?))
           ORDER BY created_at DESC, order_id DESC LIMIT ?`,
        )
        .all(
          since.toISOString(),
          until.toISOString(),
          cursor.createdAt,
          cursor.createdAt,
          cursor.orderId,
          limit,
        )
        .map(toRecord);
    },
    async expireCreatedBefore(cutoff, limit) {
      return db
        .prepare<[string, number], PaymentRow>(
          `UPDATE payments SET status = 'expired' WHERE order_id IN (
             SELECT order_id FROM payments WHERE status = 'created' AND created_at < ?
             ORDER BY created_at, order_id LIMIT ?)
           RETURNING *`,
        )
        .all(cutoff.toISOString(), limit)
        .map(toRecord)
        .sort(
          (a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderId.localeCompare(b.orderId),
        );
    },
    async credit(request) {
      // IMMEDIATE: the order, the ledger and the counter are read and written under one write lock.
      const run = db.transaction((): CreditResult => {
        const payment = toRecord(mustGet(request.orderId));
        const outcome = decideCredit(payment, request.razorpayPaymentId);
        if (outcome !== 'credited') {
          return { outcome, payment, tokenBalance: balanceOf(payment.ownerId) };
        }
        const { entry } = writeLedgerEntry(db, payment.ownerId, request.entry, request.paidAt);
        const sequence = nextNumber.get(request.number.counter)?.value;
        if (sequence === undefined) throw new Error('the number counter returned no value');
        const paid = paidOrder(payment, request, sequence);
        db.prepare(
          `UPDATE payments SET status = 'paid', razorpay_payment_id = ?, paid_at = ?,
             receipt_number = ?, invoice = ?
           WHERE order_id = ?`,
        ).run(
          paid.razorpayPaymentId,
          paid.paidAt,
          paid.receiptNumber,
          jsonOrNull(paid.invoice),
          request.orderId,
        );
        return { outcome, payment: paid, tokenBalance: entry.balanceAfter };
      });
      return run.immediate();
    },
    async markFailed(orderId, razorpayPaymentId) {
      const run = db.transaction(() => {
        const payment = toRecord(mustGet(orderId));
        if (!canCloseUnpaid(payment)) return payment;
        db.prepare(
          "UPDATE payments SET status = 'failed', razorpay_payment_id = ? WHERE order_id = ?",
        ).run(razorpayPaymentId, orderId);
        return { ...payment, status: 'failed' as const, razorpayPaymentId };
      });
      return run.immediate();
    },
    async holdReversal(reversal) {
      db.prepare(
        `INSERT OR IGNORE INTO held_reversals (id, kind, payment_id, amount_paise, received_at)
         VALUES (@id, @kind, @paymentId, @amountPaise, @receivedAt)`,
      ).run(reversal);
    },
    async heldReversals(razorpayPaymentId) {
      return db
        .prepare<[string], HeldReversal>(
          `SELECT id, kind, payment_id AS paymentId, amount_paise AS amountPaise,
             received_at AS receivedAt
           FROM held_reversals WHERE payment_id = ? ORDER BY received_at, id`,
        )
        .all(razorpayPaymentId);
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
