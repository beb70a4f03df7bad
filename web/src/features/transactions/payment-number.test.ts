import { describe, expect, it } from 'vitest';
import { paymentNumber } from './payment-number';

describe('paymentNumber', () => {
  it('is the receipt number once there is one', () => {
    expect(paymentNumber({ _id: 'order_AbCdEfGh123456', receiptNumber: 'TF-2026-000007' })).toBe(
      'TF-2026-000007',
    );
  });

  it("falls back to the id's last 8 characters", () => {
    expect(paymentNumber({ _id: 'order_AbCdEfGh123456', receiptNumber: null })).toBe('Gh123456');
  });
});
