import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  SANDBOX_SECRETS_ENV,
} from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';

describe('POST /sandbox/razorpay/pay', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let users = 0;

  beforeAll(async () => {
    server = await startTestServer(temp.dir, SANDBOX_SECRETS_ENV);
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function newUser(): Promise<string> {
    users += 1;
    return (await signUp(server, { ...ANN, email: `sandbox${users}@example.com` })).token;
  }

  it("answers like Checkout's handler, signed as Razorpay signs, and verify accepts it", async () => {
    const token = await newUser();
    const order = await createOrder(server, token, 'standard');

    const res = await sandboxPay(server, token, order.orderId, 'success').expect(200);
    const answer = checkoutSuccessSchema.parse(res.body);
    expect(answer.razorpay_order_id).toBe(order.orderId);
    expect(answer.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(answer.razorpay_signature).toBe(
      checkoutSignatureFor(order.orderId, answer.razorpay_payment_id),
    );

    const verified = await request(server.url)
      .post(server.api(API_PATHS.verifyPayment))
      .set(...bearer(token))
      .send(answer)
      .expect(200);
    expect(verified.body).toEqual({ success: true, tokensAdded: 10, tokenBalance: 13 });
  });

  it('answers 402 with the error of payment.failed and leaves the order created', async () => {
    const token = await newUser();
    const order = await createOrder(server, token, 'standard');

    const res = await sandboxPay(server, token, order.orderId, 'failure').expect(402);
    const { error } = checkoutFailureSchema.parse(res.body);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      metadata: { order_id: order.orderId, payment_id: expect.stringMatching(/^pay_/) },
    });
    expect((await server.deps.payments.store.get(order.orderId))?.status).toBe('created');
    expect(await server.deps.payments.gateway.paymentsOfOrder(order.orderId)).toMatchObject([
      { id: error.metadata.payment_id, status: 'failed' },
    ]);
  });

  it("refuses another user's order, an unknown order, bad input and no session", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const order = await createOrder(server, ann, 'standard');

    const stolen = await sandboxPay(server, bob, order.orderId, 'success').expect(404);
    expect(errorBodySchema.parse(stolen.body).message).toBe('Order not found');
    await sandboxPay(server, ann, 'order_AAAAAAAAAAAAAA', 'success').expect(404);
    const bad = await request(server.url)
      .post(server.api(API_PATHS.sandboxPay))
      .set(...bearer(ann))
      .send({ orderId: order.orderId, outcome: 'maybe' })
      .expect(400);
    expect(errorBodySchema.parse(bad.body).message).toBe('The outcome must be success or failure');
    await request(server.url)
      .post(server.api(API_PATHS.sandboxPay))
      .send({ orderId: order.orderId, outcome: 'success' })
      .expect(401);

    expect(await server.deps.payments.gateway.paymentsOfOrder(order.orderId)).toEqual([]);
  });
});
