import { PLANS } from '@thumbforge/contract';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutRequest } from './checkout';
import { razorpayOptions } from './razorpay-options';

const request: CheckoutRequest = {
  order: { amount: 1400, orderId: 'order_AbCdEfGh123456', currency: 'INR', keyId: 'rzp_test_key' },
  plan: PLANS.premium,
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
};

describe('razorpayOptions', () => {
  it('opens the order in paise with the public key, INR and the brand', () => {
    const options = razorpayOptions(request, { onPaid: vi.fn(), onDismissed: vi.fn() });
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 140_000,
      currency: 'INR',
      order_id: 'order_AbCdEfGh123456',
      name: 'ThumbForge',
      description: 'Premium package · 25 tokens',
      theme: { color: '#e50914' },
    });
  });

  it("prefills the buyer's name and email", () => {
    const options = razorpayOptions(request, { onPaid: vi.fn(), onDismissed: vi.fn() });
    expect(options.prefill).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('hands the payment to onPaid and a closed modal to onDismissed', () => {
    const onPaid = vi.fn();
    const onDismissed = vi.fn();
    const options = razorpayOptions(request, { onPaid, onDismissed });
    const payment = {
      razorpay_payment_id: 'pay_AbCdEfGh123456',
      razorpay_order_id: 'order_AbCdEfGh123456',
      razorpay_signature: 'f'.repeat(64),
    };
    options.handler(payment);
    expect(onPaid).toHaveBeenCalledWith(payment);
    expect(onDismissed).not.toHaveBeenCalled();
    options.modal.ondismiss();
    expect(onDismissed).toHaveBeenCalledOnce();
  });

  it('rounds a fractional rupee amount to whole paise', () => {
    const options = razorpayOptions(
      { ...request, order: { ...request.order, amount: 19.99 } },
      { onPaid: vi.fn(), onDismissed: vi.fn() },
    );
    expect(options.amount).toBe(1999);
  });
});
