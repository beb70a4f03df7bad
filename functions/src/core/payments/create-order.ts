import { randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  PLANS,
  toPaise,
  type BillingDetails,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type PlanName,
  type User,
  PAYMENT_MESSAGES,
} from '@thumbforge/contract';
import { assertAccountOpen } from '../accounts/retention-rules.js';
import { InvalidInput, RateLimited } from '../errors.js';
import {
  getOrCreateCurrentUser,
  type CurrentUserPorts,
} from '../users/get-or-create-current-user.js';
import { currentInvoiceTerms } from './invoicing.js';
import type { PaymentPorts } from './payment-ports.js';
import { RECONCILE_WINDOW_HOURS } from './reconcile-payments.js';

/** Orders a user may have started and not finished inside the reconciler's window. */
export const OPEN_ORDERS_PER_USER = 10;

/**
 * Refuses a new order while the user has `OPEN_ORDERS_PER_USER` unfinished ones the reconciler
 * still checks: each is a gateway call on every run. The retry comes when the oldest ages out.
 */
async function assertFewOpenOrders(
  userId: string,
  ports: Pick<PaymentPorts, 'store' | 'now'>,
): Promise<void> {
  const now = ports.now().getTime();
  const windowStart = now - RECONCILE_WINDOW_HOURS * 3_600_000;
  const open = (await ports.store.listByOwner(userId)).filter(
    (order) => order.status === 'created' && Date.parse(order.createdAt) >= windowStart,
  );
  if (open.length < OPEN_ORDERS_PER_USER) return;
  const oldest = Math.min(...open.map((order) => Date.parse(order.createdAt)));
  throw new RateLimited(
    PAYMENT_MESSAGES.tooManyOpenOrders(OPEN_ORDERS_PER_USER),
    Math.max(1, Math.ceil((oldest - windowStart) / 1000)),
    `${open.length} open orders`,
  );
}

/**
 * The billing details the order keeps, with the account's email: required while the seller is
 * registered for GST, since the tax invoice names the buyer and the state decides the tax.
 */
function billingOf(
  billing: CreateOrderRequest['billing'],
  user: User,
  ports: Pick<PaymentPorts, 'invoicing'>,
): BillingDetails | null {
  if (!billing) {
    if (currentInvoiceTerms(ports.invoicing)) {
      throw new InvalidInput(BILLING_MESSAGES.billingRequired, 'create-order without billing');
    }
    return null;
  }
  // An invoice from the seller to itself would claim the tax it charged as its own input credit.
  if (billing.gstin && billing.gstin === ports.invoicing.seller.gstin?.toUpperCase()) {
    throw new InvalidInput(BILLING_MESSAGES.gstinIsSellers, "the seller's GSTIN as the buyer's");
  }
  return {
    name: billing.name,
    email: user.emailAddresses[0]?.emailAddress ?? '',
    state: billing.state,
    gstin: billing.gstin ?? null,
    address: billing.address ?? null,
  };
}

/**
 * Opens an order for a plan, priced from the server's plan table. The answer's `amount` is in
 * rupees, because the web multiplies it by 100 for Checkout (docs/product-rules.md section 7).
 */
export async function createOrder(
  userId: string,
  planName: PlanName,
  ports: Pick<PaymentPorts, 'store' | 'gateway' | 'now' | 'invoicing'> & CurrentUserPorts,
  billingInput?: CreateOrderRequest['billing'],
): Promise<CreateOrderResponse> {
  // The credit later writes to this user's ledger, so the user must exist before money moves.
  const user = await getOrCreateCurrentUser(userId, ports);
  assertAccountOpen(user);
  const billing = billingOf(billingInput, user, ports);
  await assertFewOpenOrders(userId, ports);
  const plan = PLANS[planName];
  const order = await ports.gateway.createOrder({
    amountPaise: toPaise(plan.amount),
    currency: 'INR',
    receipt: `tf_${randomBytes(16).toString('hex')}`,
    notes: { userId, plan: planName },
  });
  await ports.store.create({
    orderId: order.id,
    ownerId: userId,
    plan: planName,
    amount: plan.amount,
    currency: 'INR',
    tokens: plan.tokens,
    status: 'created',
    receiptNumber: null,
    razorpayPaymentId: null,
    createdAt: ports.now().toISOString(),
    paidAt: null,
    reversals: [],
    billing,
    invoice: null,
  });
  return { amount: plan.amount, orderId: order.id, currency: 'INR', keyId: ports.gateway.keyId };
}
