import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describePaymentGateway } from '../../../test/contracts/payment-gateway.contract.js';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/support/fake-razorpay.js';
import { UpstreamFailed } from '../../core/errors.js';
import { createRazorpayPaymentGateway } from './razorpay-payment-gateway.js';

const KEY_ID = 'rzp_test_0123456789';
const KEY_SECRET = 'fake-key-secret';

describePaymentGateway('Razorpay against a local fake of the orders API', async () => {
  const fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  return {
    gateway: createRazorpayPaymentGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiBaseUrl: fake.url,
    }),
    pay: async (orderId, outcome) =>
      fake.pay(orderId, outcome === 'success' ? 'captured' : 'failed').id,
    close: () => fake.close(),
  };
});

describe('Razorpay gateway', () => {
  let fake: FakeRazorpay;

  beforeEach(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  afterEach(async () => {
    await fake.close();
  });

  const order = {
    amountPaise: 80_000,
    currency: 'INR',
    receipt: 'tf_receipt',
    notes: { userId: 'user_1', plan: 'standard' },
  } as const;

  it('sends the order with basic auth, in paise, with the receipt and notes', async () => {
    const gateway = createRazorpayPaymentGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiBaseUrl: fake.url,
    });
    const created = await gateway.createOrder(order);

    expect(gateway.keyId).toBe(KEY_ID);
    expect(fake.authorizations).toEqual([
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    ]);
    expect(fake.orders.get(created.id)).toMatchObject({
      amount: 80_000,
      currency: 'INR',
      receipt: 'tf_receipt',
      notes: { userId: 'user_1', plan: 'standard' },
    });
  });

  it('reports a refused key as an upstream failure, with the answer only in the detail', async () => {
    const gateway = createRazorpayPaymentGateway({
      keyId: KEY_ID,
      keySecret: 'wrong-secret',
      apiBaseUrl: fake.url,
    });
    const failure = await gateway.createOrder(order).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UpstreamFailed);
    expect((failure as UpstreamFailed).message).not.toMatch(/401|Authentication/);
    expect((failure as UpstreamFailed).detail).toMatch(/401.*Authentication failed/);
    expect(fake.orders.size).toBe(0);
  });

  it('reports server errors and an unreachable API as upstream failures', async () => {
    const gateway = createRazorpayPaymentGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiBaseUrl: fake.url,
    });
    fake.failNext(500);
    await expect(gateway.paymentsOfOrder('order_AAAAAAAAAAAAAA')).rejects.toBeInstanceOf(
      UpstreamFailed,
    );

    await fake.close();
    await expect(gateway.createOrder(order)).rejects.toBeInstanceOf(UpstreamFailed);
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
});
