import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, signatureMatches, webhookSignature } from './payment-signatures.js';

describe('payment signatures', () => {
  it('signs `order_id|payment_id` for Checkout and the raw body for webhooks, in hex', () => {
    expect(checkoutSignature('key-secret', 'order_A', 'pay_B')).toBe(
      createHmac('sha256', 'key-secret').update('order_A|pay_B').digest('hex'),
    );
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(webhookSignature('hook-secret', body)).toBe(
      createHmac('sha256', 'hook-secret').update(body).digest('hex'),
    );
    expect(checkoutSignature('key-secret', 'order_A', 'pay_B')).not.toBe(
      checkoutSignature('key-secret', 'order_B', 'pay_A'),
    );
  });

  it('matches only the exact signature', () => {
    const expected = checkoutSignature('key-secret', 'order_A', 'pay_B');
    expect(signatureMatches(expected, expected)).toBe(true);
    for (const given of [
      undefined,
      '',
      expected.slice(0, -1),
      `${expected}0`,
      expected.toUpperCase(),
      checkoutSignature('other-secret', 'order_A', 'pay_B'),
    ]) {
      expect(signatureMatches(expected, given)).toBe(false);
    }
  });
});
