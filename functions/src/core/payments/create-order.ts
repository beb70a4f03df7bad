import { randomBytes } from 'node:crypto';
import { PLANS, toPaise, type CreateOrderResponse, type PlanName } from '@thumbforge/contract';
import { assertAccountOpen } from '../accounts/retention-rules.js';
import {
  getOrCreateCurrentUser,
  type CurrentUserPorts,
} from '../users/get-or-create-current-user.js';
import type { PaymentPorts } from './payment-ports.js';

/**
 * Opens an order for a plan, priced from the server's plan table. The answer's `amount` is in
 * rupees, because the web multiplies it by 100 for Checkout (SPEC.md section 7).
 */
export async function createOrder(
  userId: string,
  planName: PlanName,
  ports: Pick<PaymentPorts, 'store' | 'gateway' | 'changes' | 'now'> & CurrentUserPorts,
): Promise<CreateOrderResponse> {
  // The credit later writes to this user's ledger, so the user must exist before money moves.
  assertAccountOpen(await getOrCreateCurrentUser(userId, ports));
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
  });
  ports.changes?.publish(userId, { kind: 'payments' });
  return { amount: plan.amount, orderId: order.id, currency: 'INR', keyId: ports.gateway.keyId };
}
