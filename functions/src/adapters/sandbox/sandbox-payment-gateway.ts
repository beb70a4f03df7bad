import { PAYMENT_MESSAGES } from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import { razorpayStyleId } from '../../core/payments/razorpay-style-id.js';
import type { GatewayPayment, PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import type { SandboxPayments } from '../../core/ports/sandbox-checkout.port.js';
import type { SqliteDatabase } from '../sqlite/sqlite-database.js';

interface SandboxOrderRow {
  id: string;
  amount_paise: number;
  currency: string;
  receipt: string;
}

interface SandboxPaymentRow {
  id: string;
  order_id: string;
  status: 'captured' | 'failed';
  amount_paise: number;
  currency: string;
}

function toPayment(row: SandboxPaymentRow): GatewayPayment {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    amountPaise: row.amount_paise,
    currency: row.currency,
  };
}

/**
 * The embedded stand-in for Razorpay: its orders and payment attempts live in SQLite beside the
 * app's data, so the reconciler, run as a separate command, sees what Checkout did.
 */
export function createSandboxPaymentGateway(
  db: SqliteDatabase,
  keyId: string,
  now: () => Date = () => new Date(),
): PaymentGateway & SandboxPayments {
  return {
    keyId,
    async createOrder(order) {
      const row: SandboxOrderRow = {
        id: razorpayStyleId('order_'),
        amount_paise: order.amountPaise,
        currency: order.currency,
        receipt: order.receipt,
      };
      db.prepare(
        `INSERT INTO sandbox_orders (id, amount_paise, currency, receipt, notes, created_at)
         VALUES (@id, @amount_paise, @currency, @receipt, @notes, @created_at)`,
      ).run({ ...row, notes: JSON.stringify(order.notes), created_at: now().toISOString() });
      return {
        id: row.id,
        amountPaise: row.amount_paise,
        currency: row.currency,
        receipt: row.receipt,
      };
    },
    async paymentsOfOrder(orderId) {
      return db
        .prepare<[string], SandboxPaymentRow>(
          'SELECT * FROM sandbox_payments WHERE order_id = ? ORDER BY created_at, rowid',
        )
        .all(orderId)
        .map(toPayment);
    },
    async refund(refund) {
      // Refused the way Razorpay refuses: only a captured payment, never more than it captured.
      const issue = db.transaction(() => {
        const payment = db
          .prepare<[string], SandboxPaymentRow>('SELECT * FROM sandbox_payments WHERE id = ?')
          .get(refund.paymentId);
        if (!payment || payment.status !== 'captured') {
          throw new UpstreamFailed(
            PAYMENT_MESSAGES.refundRefused,
            `sandbox: ${refund.paymentId} is not a captured payment`,
          );
        }
        const refunded =
          db
            .prepare<[string], { total: number | null }>(
              'SELECT SUM(amount_paise) AS total FROM sandbox_refunds WHERE payment_id = ?',
            )
            .get(payment.id)?.total ?? 0;
        if (
          !Number.isInteger(refund.amountPaise) ||
          refund.amountPaise < 100 ||
          refunded + refund.amountPaise > payment.amount_paise
        ) {
          throw new UpstreamFailed(
            PAYMENT_MESSAGES.refundRefused,
            `sandbox: refund of ${refund.amountPaise} paise on ${payment.id}, ` +
              `${payment.amount_paise - refunded} paise left to refund`,
          );
        }
        const id = razorpayStyleId('rfnd_');
        db.prepare(
          `INSERT INTO sandbox_refunds (id, payment_id, amount_paise, created_at)
           VALUES (?, ?, ?, ?)`,
        ).run(id, payment.id, refund.amountPaise, now().toISOString());
        return {
          id,
          paymentId: payment.id,
          amountPaise: refund.amountPaise,
          currency: payment.currency,
          status: 'processed',
        };
      });
      return issue.immediate();
    },
    async recordPayment(orderId, outcome) {
      const order = db
        .prepare<[string], SandboxOrderRow>('SELECT * FROM sandbox_orders WHERE id = ?')
        .get(orderId);
      if (!order) return null;
      const row: SandboxPaymentRow = {
        id: razorpayStyleId('pay_'),
        order_id: order.id,
        status: outcome === 'success' ? 'captured' : 'failed',
        amount_paise: order.amount_paise,
        currency: order.currency,
      };
      db.prepare(
        `INSERT INTO sandbox_payments (id, order_id, status, amount_paise, currency, created_at)
         VALUES (@id, @order_id, @status, @amount_paise, @currency, @created_at)`,
      ).run({ ...row, created_at: now().toISOString() });
      return toPayment(row);
    },
  };
}
