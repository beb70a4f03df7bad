import { createHmac } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, errorBodySchema } from '@thumbforge/contract';
import { createApp } from '../../src/http/create-app.js';
import {
  balanceOf,
  bearer,
  createOrder,
  paidCheckout,
  postWebhook,
  sandboxPay,
  SANDBOX_SECRETS_ENV,
  webhookBody,
  withSandboxServer,
} from '../support/payments.js';

describe('POST /payment/webhook', () => {
  const sandbox = withSandboxServer('hook');
  let events = 0;

  const eventId = () => `evt_test_${(events += 1)}`;

  /** A user with a standard order (800 rupees, 10 tokens) and a captured sandbox payment. */
  async function paidOrder() {
    const token = await sandbox.newUser();
    const { order, checkout } = await paidCheckout(sandbox.server, token);
    const paymentId = checkout.razorpay_payment_id ?? '';
    const captured = webhookBody('payment.captured', {
      id: paymentId,
      orderId: order.orderId,
      amountPaise: 80_000,
    });
    return { token, order, checkout, paymentId, captured };
  }

  const verify = (token: string, checkout: Record<string, string>) =>
    request(sandbox.server.url)
      .post(sandbox.server.api(API_PATHS.verifyPayment))
      .set(bearer(token))
      .send(checkout);

  const statusOf = async (orderId: string) =>
    (await sandbox.server.deps.payments.store.get(orderId))?.status;

  it('credits on payment.captured, and a later verify credits nothing more', async () => {
    const { token, order, checkout, captured } = await paidOrder();

    const res = await postWebhook(sandbox.server, captured, { eventId: eventId() }).expect(200);
    expect(res.body).toEqual({ received: true });
    expect(await balanceOf(sandbox.server, token)).toBe(13);
    expect(await statusOf(order.orderId)).toBe('paid');

    const verified = await verify(token, checkout).expect(200);
    expect(verified.body).toEqual({ success: true, tokensAdded: 10, tokenBalance: 13 });
    expect(await balanceOf(sandbox.server, token)).toBe(13);
  });

  it('changes nothing when it arrives after verify', async () => {
    const { token, order, checkout, captured } = await paidOrder();
    await verify(token, checkout).expect(200);
    const receiptNumber = (await sandbox.server.deps.payments.store.get(order.orderId))
      ?.receiptNumber;

    await postWebhook(sandbox.server, captured, { eventId: eventId() }).expect(200, {
      received: true,
    });
    expect(await balanceOf(sandbox.server, token)).toBe(13);
    expect((await sandbox.server.deps.payments.store.get(order.orderId))?.receiptNumber).toBe(
      receiptNumber,
    );
  });

  it('credits once for a replayed event and for another event of the same payment', async () => {
    const { token, order, paymentId, captured } = await paidOrder();
    const id = eventId();

    for (let delivery = 0; delivery < 3; delivery += 1) {
      await postWebhook(sandbox.server, captured, { eventId: id }).expect(200, { received: true });
    }
    const orderPaid = webhookBody('order.paid', {
      id: paymentId,
      orderId: order.orderId,
      amountPaise: 80_000,
    });
    await postWebhook(sandbox.server, orderPaid, { eventId: eventId() }).expect(200);

    expect(await balanceOf(sandbox.server, token)).toBe(13);
    expect(await sandbox.server.deps.payments.store.hasWebhookEvent(id)).toBe(true);
  });

  it('rejects a forged signature and a tampered body with 400, changing nothing', async () => {
    const { token, order, captured, paymentId } = await paidOrder();

    const forged = await postWebhook(sandbox.server, captured, {
      eventId: eventId(),
      secret: 'not-the-webhook-secret',
    }).expect(400);
    expect(errorBodySchema.parse(forged.body)).toEqual({
      message: 'Invalid webhook signature',
      code: 'invalid_input',
    });
    for (const signature of ['', 'x', 'A'.repeat(64)]) {
      await postWebhook(sandbox.server, captured, { eventId: eventId(), signature })
        .expect(400)
        .expect('Content-Type', /json/);
    }

    // Signed for one body, sent with another: the amount raised after signing.
    const tamperedEventId = eventId();
    const signature = createHmac('sha256', SANDBOX_SECRETS_ENV.SANDBOX_RAZORPAY_WEBHOOK_SECRET)
      .update(
        webhookBody('payment.captured', {
          id: paymentId,
          orderId: order.orderId,
          amountPaise: 100,
        }),
      )
      .digest('hex');
    await postWebhook(sandbox.server, captured, { eventId: tamperedEventId, signature }).expect(
      400,
    );

    expect(await balanceOf(sandbox.server, token)).toBe(3);
    expect(await statusOf(order.orderId)).toBe('created');
    expect(await sandbox.server.deps.payments.store.hasWebhookEvent(tamperedEventId)).toBe(false);
  });

  it('rejects a body re-serialised after signing, as a JSON-parsing proxy would send it', async () => {
    const { token, order, captured } = await paidOrder();
    const signature = createHmac('sha256', SANDBOX_SECRETS_ENV.SANDBOX_RAZORPAY_WEBHOOK_SECRET)
      .update(captured)
      .digest('hex');
    const reserialised = JSON.stringify(JSON.parse(captured) as unknown, null, 2);
    expect(reserialised).not.toBe(captured);

    await postWebhook(sandbox.server, reserialised, { eventId: eventId(), signature }).expect(400);

    expect(await balanceOf(sandbox.server, token)).toBe(3);
    expect(await statusOf(order.orderId)).toBe('created');
  });

  it('rejects an amount or currency that does not match the order', async () => {
    const { token, order, paymentId } = await paidOrder();
    for (const mismatch of [{ amountPaise: 800 }, { amountPaise: 80_000, currency: 'USD' }]) {
      const body = webhookBody('payment.captured', {
        id: paymentId,
        orderId: order.orderId,
        ...mismatch,
      });
      const res = await postWebhook(sandbox.server, body, { eventId: eventId() }).expect(400);
      expect(errorBodySchema.parse(res.body).message).toBe('The payment does not match the order');
    }
    expect(await balanceOf(sandbox.server, token)).toBe(3);
    expect(await statusOf(order.orderId)).toBe('created');
  });

  it('ends paid after payment.failed then payment.captured (a UPI retry)', async () => {
    const { token, order, captured } = await paidOrder();
    const failed = webhookBody('payment.failed', {
      id: 'pay_FailedAttempt01',
      orderId: order.orderId,
      amountPaise: 80_000,
    });

    await postWebhook(sandbox.server, failed, { eventId: eventId() }).expect(200);
    expect(await statusOf(order.orderId)).toBe('failed');
    await postWebhook(sandbox.server, captured, { eventId: eventId() }).expect(200);

    expect(await statusOf(order.orderId)).toBe('paid');
    expect(await balanceOf(sandbox.server, token)).toBe(13);
  });

  it('stays paid after payment.captured then payment.failed', async () => {
    const { token, order, captured, paymentId } = await paidOrder();
    await postWebhook(sandbox.server, captured, { eventId: eventId() }).expect(200);

    const failed = webhookBody('payment.failed', {
      id: 'pay_LateFailure001',
      orderId: order.orderId,
      amountPaise: 80_000,
    });
    await postWebhook(sandbox.server, failed, { eventId: eventId() }).expect(200);

    expect(await sandbox.server.deps.payments.store.get(order.orderId)).toMatchObject({
      status: 'paid',
      razorpayPaymentId: paymentId,
    });
    expect(await balanceOf(sandbox.server, token)).toBe(13);
  });

  it('rejects an unknown order with 400 and ignores unknown event types with 200', async () => {
    const unknownOrder = webhookBody('payment.captured', {
      id: 'pay_AAAAAAAAAAAAAA',
      orderId: 'order_AAAAAAAAAAAAAA',
      amountPaise: 80_000,
    });
    const res = await postWebhook(sandbox.server, unknownOrder, { eventId: eventId() }).expect(400);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: 'Unknown order',
      code: 'invalid_input',
    });

    const { token, order, paymentId } = await paidOrder();
    const refund = webhookBody('refund.created', {
      id: paymentId,
      orderId: order.orderId,
      amountPaise: 80_000,
    });
    await postWebhook(sandbox.server, refund, { eventId: eventId() }).expect(200, {
      received: true,
    });
    expect(await balanceOf(sandbox.server, token)).toBe(3);
    expect(await statusOf(order.orderId)).toBe('created');
  });

  it('requires the event id header and a JSON body, and needs no bearer', async () => {
    const { captured } = await paidOrder();
    const noEventId = await postWebhook(sandbox.server, captured, { eventId: '' }).expect(400);
    expect(errorBodySchema.parse(noEventId.body).message).toMatch(/x-razorpay-event-id/);

    await postWebhook(sandbox.server, 'not json', { eventId: eventId() }).expect(400);
  });

  it('reads the raw body Cloud Functions keeps when it has already parsed the JSON', async () => {
    const { token, order, captured } = await paidOrder();
    // What the Functions framework does before Express sees the request.
    const functionsHost = express();
    functionsHost.use((req, _res, next) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks);
        Object.assign(req, { rawBody, body: JSON.parse(rawBody.toString('utf8')) as unknown });
        next();
      });
    });
    functionsHost.use(createApp(sandbox.server.deps));
    const signature = createHmac('sha256', SANDBOX_SECRETS_ENV.SANDBOX_RAZORPAY_WEBHOOK_SECRET)
      .update(captured)
      .digest('hex');

    await request(functionsHost)
      .post(`${API_PREFIX}${API_PATHS.paymentWebhook}`)
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', signature)
      .set('X-Razorpay-Event-Id', eventId())
      .send(captured)
      .expect(200, { received: true });
    expect(await balanceOf(sandbox.server, token)).toBe(13);
    expect(await statusOf(order.orderId)).toBe('paid');
  });

  it('is delivered by the sandbox checkout, signed, through the same route', async () => {
    const { token } = await paidOrder();
    const order = await createOrder(sandbox.server, token, 'premium');

    await sandboxPay(sandbox.server, token, order.orderId, 'success', true).expect(200);

    expect(await balanceOf(sandbox.server, token)).toBe(28);
    expect(await statusOf(order.orderId)).toBe('paid');
    expect(sandbox.server.logs).toContainEqual(
      expect.objectContaining({
        message: 'request',
        path: '/api/v1/payment/webhook',
        status: 200,
      }),
    );

    const declined = await createOrder(sandbox.server, token, 'pro');
    await sandboxPay(sandbox.server, token, declined.orderId, 'failure', true).expect(402);
    expect(await statusOf(declined.orderId)).toBe('failed');
    expect(await balanceOf(sandbox.server, token)).toBe(28);
  });
});
