import { toPaise, unspentPaidTokens } from '@thumbforge/contract';
import { InvalidInput, NotFound } from '../errors.js';
import type { PaymentRecord } from '../ports/payment-store.port.js';
import type { TokenLedger } from '../ports/token-ledger.port.js';
import type { PaymentPorts } from './payment-ports.js';
import {
  returnedPaise,
  reversePurchase,
  tokensForPaise,
  type ReversalOutcome,
} from './reverse-purchase.js';

/** The policy pages promise refunds of unused tokens within this many days of the purchase. */
export const REFUND_WINDOW_DAYS = 7;

interface RefundSummary {
  orderId: string;
  refundId: string;
  /** Rupees sent back. */
  amount: number;
  /** The provider's refund status: `processed`, or `pending` while its bank works on it. */
  status: string;
  unusedTokens: number;
  /** Whole days since the payment, when past the refund window (and forced). */
  daysPastWindow: number | null;
  outcome: ReversalOutcome;
}

type RefundPorts = Pick<PaymentPorts, 'store' | 'gateway' | 'now'> & {
  ledger: Pick<TokenLedger, 'balance' | 'entries'>;
};

/** Tokens given, not bought (sign-up and grants): the policy gives them no cash value. */
const FREE_REASONS: ReadonlySet<string> = new Set(['signup', 'grant']);

/**
 * The purchase's tokens the buyer still holds, counting free tokens as spent last, so no free
 * token is ever paid out: at most what is left of the purchase, and at most the balance beyond
 * the free tokens ever given.
 */
async function unusedTokensOf(
  order: PaymentRecord,
  left: number,
  ledger: RefundPorts['ledger'],
): Promise<number> {
  const [balance, entries] = await Promise.all([
    ledger.balance(order.ownerId),
    ledger.entries(order.ownerId),
  ]);
  const free = entries
    .filter((entry) => FREE_REASONS.has(entry.reason))
    .reduce((sum, entry) => sum + entry.delta, 0);
  return unspentPaidTokens(balance, free, left);
}

/**
 * The paise that buy back exactly `tokens` more of the order: the smallest amount whose share of
 * the price rounds down to them, and the whole rest of the price when they are all that is left.
 */
function paiseFor(
  payment: { amount: number; tokens: number },
  alreadyReturned: number,
  tokens: number,
) {
  const total = toPaise(payment.amount);
  const target = tokensForPaise(payment, alreadyReturned) + tokens;
  if (target >= payment.tokens) return total - alreadyReturned;
  return Math.ceil((total * target) / payment.tokens) - alreadyReturned;
}

/**
 * An admin's refund, as the policy pages word it: the unused tokens of a purchase, at the price the
 * payer paid for each (free tokens are not refundable), within 7 days of paying (`force` overrides the window). The gateway sends
 * the money back; the tokens are taken back at once through the same path Razorpay's
 * `refund.processed` webhook takes, keyed by the refund id, so the webhook changes nothing more.
 */
export async function refundPurchase(
  paymentOrOrderId: string,
  options: { force: boolean },
  ports: RefundPorts,
): Promise<RefundSummary> {
  const id = paymentOrOrderId.trim();
  const order = (await ports.store.findByPaymentId(id)) ?? (await ports.store.get(id));
  if (!order) throw new NotFound(`No payment or order has the id ${id}`);
  if (order.status !== 'paid' || !order.razorpayPaymentId || !order.paidAt) {
    throw new InvalidInput(
      `Order ${order.orderId} is ${order.status}, not paid: nothing to refund`,
    );
  }
  const days = (ports.now().getTime() - new Date(order.paidAt).getTime()) / 86_400_000;
  if (days > REFUND_WINDOW_DAYS && !options.force) {
    throw new InvalidInput(
      `Order ${order.orderId} was paid on ${order.paidAt.slice(0, 10)}, ${Math.floor(days)} days ago; ` +
        `the refund policy covers ${REFUND_WINDOW_DAYS} days. Add --force to refund anyway.`,
    );
  }

  const returned = returnedPaise(order);
  const left = order.tokens - tokensForPaise(order, returned);
  const unusedTokens = await unusedTokensOf(order, left, ports.ledger);
  if (unusedTokens <= 0) {
    throw new InvalidInput(
      `Nothing to refund: the buyer of order ${order.orderId} has no unused tokens of it left`,
    );
  }

  const refund = await ports.gateway.refund({
    paymentId: order.razorpayPaymentId,
    amountPaise: paiseFor(order, returned, unusedTokens),
    notes: { orderId: order.orderId, reason: `${unusedTokens} unused tokens` },
  });
  const outcome = await reversePurchase(
    { id: refund.id, kind: 'refund', paymentId: refund.paymentId, amountPaise: refund.amountPaise },
    ports,
  );
  return {
    orderId: order.orderId,
    refundId: refund.id,
    amount: refund.amountPaise / 100,
    status: refund.status,
    unusedTokens,
    daysPastWindow: days > REFUND_WINDOW_DAYS ? Math.floor(days) : null,
    outcome,
  };
}
