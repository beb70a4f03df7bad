import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/**
 * Constant-time comparison; the Razorpay SDK's helpers compare with `===`, which leaks how many
 * leading characters matched.
 */
export function signatureMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const expectedBytes = Buffer.from(expected, 'utf8');
  const givenBytes = Buffer.from(given, 'utf8');
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}
