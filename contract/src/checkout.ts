import { z } from 'zod';
import { plainText } from './plain-text.js';
import type {
  createOrderRequestSchema,
  createOrderResponseSchema,
  verifyPaymentRequestSchema,
} from './payment.js';

/** What `POST /payment/verify` answers: a bad signature is `{ success: false }` with status 400. */
export const verifyPaymentResponseSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    tokensAdded: z.number().int().positive(),
    tokenBalance: z.number().int().nonnegative(),
  }),
  z.object({ success: z.literal(false) }),
]);
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** What Razorpay Checkout's `handler` receives after a successful payment. */
export const checkoutSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

/** The error of Razorpay Checkout's `payment.failed` event. */
export const checkoutFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type CheckoutFailure = z.infer<typeof checkoutFailureSchema>;

/**
 * The embedded sandbox checkout (`POST /sandbox/razorpay/pay`). It answers like Checkout: 200 with
 * `checkoutSuccessSchema`, or 402 with `checkoutFailureSchema`. With `webhook: true` it also
 * delivers the matching signed webhook before answering.
 */
export const sandboxPayRequestSchema = z.object({
  orderId: z
    .string({ error: 'An order id is required' })
    .min(1, 'An order id is required')
    .check(plainText('The order id')),
  outcome: z.enum(['success', 'failure'], { error: 'The outcome must be success or failure' }),
  webhook: z.boolean().optional().default(false),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** Razorpay order ids (and the sandbox's): `order_` and 14 base62 characters. */
export const ORDER_ID_PATTERN = /^order_[A-Za-z0-9]{14}$/;
export const orderIdSchema = z.string().regex(ORDER_ID_PATTERN);
