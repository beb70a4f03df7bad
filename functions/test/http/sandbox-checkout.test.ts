import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  checkoutFailureSchema,
  checkoutSuccessSchema,
  errorBodySchema,
} from '@thumbforge/contract';
import {
  bearer,
  checkoutSignatureFor,
  createOrder,
  sandboxPay,
  withSandboxServer,
} from '../support/payments.js';

describe('POST /sandbox/razorpay/pay', () => {
  const sandbox = withSandboxServer('sandbox');
  const { newUser } = sandbox;

  it("answers like Checkout's handler, signed as Razorpay signs, and verify accepts it", async () => {
    const token = await newUser();
    const order = await createOrder(sandbox.server, token, 'standard');

    const res = await sandboxPay(sandbox.server, token, order.orderId, 'success').expect(200);
    const answer = checkoutSuccessSchema.parse(res.body);
    expect(answer.razorpay_order_id).toBe(order.orderId);
    expect(answer.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(answer.razorpay_signature).toBe(
      checkoutSignatureFor(order.orderId, answer.razorpay_payment_id),
    );

    const verified = await request(sandbox.server.url)
      .post(sandbox.server.api(API_PATHS.verifyPayment))
      .set(bearer(token))
      .send(answer)
      .expect(200);
    expect(verified.body).toEqual({ success: true, tokensAdded: 10, tokenBalance: 13 });
  });

  it('answers 402 with the error of payment.failed and leaves the order created', async () => {
    const token = await newUser();
    const order = await createOrder(sandbox.server, token, 'standard');

    const res = await sandboxPay(sandbox.server, token, order.orderId, 'failure').expect(402);
    const { error } = checkoutFailureSchema.parse(res.body);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      metadata: { order_id: order.orderId, payment_id: expect.stringMatching(/^pay_/) },
    });
    expect((await sandbox.server.deps.payments.store.get(order.orderId))?.status).toBe('created');
    expect(await sandbox.server.deps.payments.gateway.paymentsOfOrder(order.orderId)).toMatchObject(
      [{ id: error.metadata.payment_id, status: 'failed' }],
    );
  });

  it("refuses another user's order, an unknown order, bad input and no session", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const order = await createOrder(sandbox.server, ann, 'standard');

    const stolen = await sandboxPay(sandbox.server, bob, order.orderId, 'success').expect(404);
    expect(errorBodySchema.parse(stolen.body).message).toBe('Order not found');
    await sandboxPay(sandbox.server, ann, 'order_AAAAAAAAAAAAAA', 'success').expect(404);
    const bad = await request(sandbox.server.url)
      .post(sandbox.server.api(API_PATHS.sandboxPay))
      .set(bearer(ann))
      .send({ orderId: order.orderId, outcome: 'maybe' })
      .expect(400);
    expect(errorBodySchema.parse(bad.body).message).toBe('The outcome must be success or failure');
    await request(sandbox.server.url)
      .post(sandbox.server.api(API_PATHS.sandboxPay))
      .send({ orderId: order.orderId, outcome: 'success' })
      .expect(401);

    expect(await sandbox.server.deps.payments.gateway.paymentsOfOrder(order.orderId)).toEqual([]);
  });
});
