import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  errorBodySchema,
  paymentListResponseSchema,
  PLANS,
  toPaise,
  PAYMENT_MESSAGES,
} from '@thumbforge/contract';
import { embeddedDatabaseFile } from '../../src/composition/embedded.js';
import {
  balanceOf,
  bearer,
  createOrder,
  postWebhook,
  sandboxPay,
  webhookBody,
  withSandboxServer,
} from '../support/payments.js';

/** An order opened before closing and paid after it (issue 21, point 1). */
describe('a payment that completes after the account closed', () => {
  const sandbox = withSandboxServer('closed-pay');

  /** A user with an open Standard order, who then closes the account and pays it anyway. */
  async function paidAfterClosing() {
    const { server } = sandbox;
    const token = await sandbox.newUser();
    const order = await createOrder(server, token);
    await request(server.url)
      .post(server.api(API_PATHS.closeAccount))
      .set(bearer(token))
      .expect(200);
    const checkout = (await sandboxPay(server, token, order.orderId, 'success').expect(200))
      .body as Record<string, string>;
    return { token, orderId: order.orderId, checkout };
  }

  async function historyOf(token: string) {
    const res = await request(sandbox.server.url)
      .get(sandbox.server.api(API_PATHS.payments))
      .set(bearer(token))
      .expect(200);
    return paymentListResponseSchema.parse(res.body).payments;
  }

  async function expectRefundedInFull(token: string, orderId: string) {
    const [payment] = await historyOf(token);
    const price = PLANS.standard.amount;
    expect(payment).toMatchObject({ _id: orderId, status: 'paid' });
    expect(payment?.reversals).toMatchObject([{ kind: 'refund', amount: price }]);
    expect(await balanceOf(sandbox.server, token)).toBe(3);
    // The sandbox gateway recorded the one refund, as Razorpay's refunds API would.
    const db = new Database(embeddedDatabaseFile(sandbox.dataDir), { readonly: true });
    try {
      const refunds = db
        .prepare('SELECT id, amount_paise AS amountPaise FROM sandbox_refunds WHERE payment_id = ?')
        .all(payment?.razorpayId);
      expect(refunds).toEqual([{ id: payment?.reversals[0]?.id, amountPaise: toPaise(price) }]);
    } finally {
      db.close();
    }
  }

  it('on verify: refunds it in full, credits nothing and answers 403 saying so', async () => {
    const { token, orderId, checkout } = await paidAfterClosing();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await request(sandbox.server.url)
        .post(sandbox.server.api(API_PATHS.verifyPayment))
        .set(bearer(token))
        .send(checkout)
        .expect(403);
      expect(errorBodySchema.parse(res.body)).toEqual({
        code: 'account_closed',
        message: PAYMENT_MESSAGES.refundedAccountClosed,
      });
    }
    await expectRefundedInFull(token, orderId);
  });

  it('on the payment.captured webhook: the same, once however often it comes', async () => {
    const { token, orderId, checkout } = await paidAfterClosing();
    const body = webhookBody('payment.captured', {
      id: checkout.razorpay_payment_id ?? '',
      orderId,
      amountPaise: toPaise(PLANS.standard.amount),
    });
    await postWebhook(sandbox.server, body, { eventId: `evt_closed_${orderId}_1` }).expect(200);
    await postWebhook(sandbox.server, body, { eventId: `evt_closed_${orderId}_2` }).expect(200);
    await expectRefundedInFull(token, orderId);
  });

  it('leaves a payment credited before closing as it was', async () => {
    const { server } = sandbox;
    const token = await sandbox.newUser();
    const order = await createOrder(server, token);
    const checkout = (await sandboxPay(server, token, order.orderId, 'success').expect(200))
      .body as Record<string, string>;
    await request(server.url)
      .post(server.api(API_PATHS.verifyPayment))
      .set(bearer(token))
      .send(checkout)
      .expect(200);
    await request(server.url)
      .post(server.api(API_PATHS.closeAccount))
      .set(bearer(token))
      .expect(200);
    const late = webhookBody('payment.captured', {
      id: checkout.razorpay_payment_id ?? '',
      orderId: order.orderId,
      amountPaise: toPaise(PLANS.standard.amount),
    });
    await postWebhook(server, late, { eventId: `evt_late_${order.orderId}` }).expect(200);
    expect(await balanceOf(server, token)).toBe(13);
    expect((await historyOf(token))[0]?.reversals).toEqual([]);
  });
});
