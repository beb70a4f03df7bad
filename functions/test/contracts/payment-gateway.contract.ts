import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN } from '@thumbforge/contract';
import { UpstreamFailed } from '../../src/core/errors.js';
import type { PaymentGateway } from '../../src/core/ports/payment-gateway.port.js';

interface PaymentGatewayFixture {
  gateway: PaymentGateway;
  /** Makes a payment attempt on the order the way the provider's Checkout would. */
  pay(orderId: string, outcome: 'success' | 'failure'): Promise<string>;
  close(): Promise<void> | void;
}

const ORDER = {
  amountPaise: 140_000,
  currency: 'INR',
  receipt: 'tf_0123456789abcdef0123456789abcdef',
  notes: { userId: 'user_1', plan: 'premium' },
} as const;

/** The PaymentGateway port's behaviour, run against every adapter. */
export function describePaymentGateway(
  name: string,
  makeFixture: () => Promise<PaymentGatewayFixture>,
): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let fixture: PaymentGatewayFixture;

    beforeEach(async () => {
      fixture = await makeFixture();
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('creates an order with a Razorpay-shaped id for the amount in paise', async () => {
      const order = await fixture.gateway.createOrder(ORDER);

      expect(order.id).toMatch(ORDER_ID_PATTERN);
      expect(order).toMatchObject({
        amountPaise: 140_000,
        currency: 'INR',
        receipt: ORDER.receipt,
      });
      const again = await fixture.gateway.createOrder(ORDER);
      expect(again.id).not.toBe(order.id);
    });

    it('lists no payments for a new order, then each attempt with its status', async () => {
      const order = await fixture.gateway.createOrder(ORDER);
      expect(await fixture.gateway.paymentsOfOrder(order.id)).toEqual([]);

      const failed = await fixture.pay(order.id, 'failure');
      const captured = await fixture.pay(order.id, 'success');

      const payments = await fixture.gateway.paymentsOfOrder(order.id);
      expect(payments).toEqual([
        { id: failed, orderId: order.id, status: 'failed', amountPaise: 140_000, currency: 'INR' },
        {
          id: captured,
          orderId: order.id,
          status: 'captured',
          amountPaise: 140_000,
          currency: 'INR',
        },
      ]);
      expect(captured).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    });

    it('keeps each order to its own payments', async () => {
      const first = await fixture.gateway.createOrder(ORDER);
      const second = await fixture.gateway.createOrder(ORDER);
      await fixture.pay(first.id, 'success');

      expect(await fixture.gateway.paymentsOfOrder(second.id)).toEqual([]);
    });

    it('refunds a captured payment in parts, never more than it captured', async () => {
      const order = await fixture.gateway.createOrder(ORDER);
      const paymentId = await fixture.pay(order.id, 'success');
      const notes = { orderId: 'order_1', reason: '10 unused tokens' };

      const part = await fixture.gateway.refund({ paymentId, amountPaise: 56_000, notes });
      expect(part).toEqual({
        id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/) as string,
        paymentId,
        amountPaise: 56_000,
        currency: 'INR',
        status: 'processed',
      });
      const rest = await fixture.gateway.refund({ paymentId, amountPaise: 84_000, notes });
      expect(rest.id).not.toBe(part.id);

      await expect(
        fixture.gateway.refund({ paymentId, amountPaise: 100, notes }),
      ).rejects.toBeInstanceOf(UpstreamFailed);
    });

    it('refuses to refund a failed payment or one it does not know', async () => {
      const order = await fixture.gateway.createOrder(ORDER);
      const failed = await fixture.pay(order.id, 'failure');
      for (const paymentId of [failed, 'pay_AAAAAAAAAAAAAA']) {
        await expect(
          fixture.gateway.refund({ paymentId, amountPaise: 10_000, notes: {} }),
        ).rejects.toBeInstanceOf(UpstreamFailed);
      }
    });
  });
}
