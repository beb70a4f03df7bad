import { z } from 'zod';
import { plainText } from './plain-text.js';
import { planNameSchema } from './plans.js';

export const paymentStatusSchema = z.enum(['created', 'paid', 'failed', 'expired']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * Money of a paid order that went back to the payer: a refund, or a dispute (chargeback) raised by
 * the payer's bank. `amount` is rupees (paise as decimals); `tokensTakenBack` is what the ledger took
 * back for it, which is less than the refunded share when the tokens were already spent.
 */
export const paymentReversalSchema = z.object({
  id: z.string(),
  kind: z.enum(['refund', 'dispute']),
  amount: z.number().positive(),
  tokensTakenBack: z.number().int().nonnegative(),
  at: z.string(),
});
export type PaymentReversal = z.infer<typeof paymentReversalSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  receiptNumber: z.string().nullable(),
  status: paymentStatusSchema,
  plan: planNameSchema,
  amount: z.number(),
  currency: z.literal('INR'),
  tokens: z.number().int(),
  razorpayId: z.string().nullable(),
  createdAt: z.string(),
  /** Oldest first; empty unless some of the money went back. */
  reversals: z.array(paymentReversalSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const createOrderRequestSchema = z.object({ planName: planNameSchema });
export const createOrderResponseSchema = z.object({
  amount: z.number(),
  orderId: z.string(),
  currency: z.literal('INR'),
  keyId: z.string(),
});

const razorpayField = z.string().min(1).check(plainText("Razorpay's answer"));

export const verifyPaymentRequestSchema = z.object({
  razorpay_payment_id: razorpayField,
  razorpay_order_id: razorpayField,
  razorpay_signature: razorpayField,
});
