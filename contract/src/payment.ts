import { z } from 'zod';
import { plainText } from './plain-text.js';
import { billingDetailsSchema, billingInputSchema } from './gst.js';
import { planNameSchema } from './plans.js';

/** A credit note issued for a reversal of a tax invoice: its number and the rupees it credits. */
export const creditNoteSchema = z.object({ number: z.string(), amount: z.number().positive() });
export type CreditNote = z.infer<typeof creditNoteSchema>;

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
  /** Only on tax invoices; reversals recorded before credit notes existed have none. */
  creditNote: creditNoteSchema.nullable().default(null),
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
  /** As given at checkout; null on orders placed before billing details were asked. */
  billing: billingDetailsSchema.nullable(),
  /** `receiptNumber` is a GST tax invoice's number (the seller was registered when it was paid). */
  taxInvoice: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `billing` is required while the seller is registered for GST (`GET /config` says so). */
export const createOrderRequestSchema = z.object({
  planName: planNameSchema,
  billing: billingInputSchema.optional(),
});
export const createOrderResponseSchema = z.object({
  amount: z.number(),
  orderId: z.string(),
  currency: z.literal('INR'),
  keyId: z.string(),
});

const razorpayField = z.string().min(1).check(plainText("Razorpay's answer"));
/** `GET /payment/{id}/credit-note?number=CN/26-27/000001`: without a number, the latest. */
export const creditNoteQuerySchema = z.object({
  number: z
    .string()
    .regex(/^CN\/\d{2}-\d{2}\/\d{6}$/, 'Credit note not found')
    .optional(),
});

export const verifyPaymentRequestSchema = z.object({
  razorpay_payment_id: razorpayField,
  razorpay_order_id: razorpayField,
  razorpay_signature: razorpayField,
});
