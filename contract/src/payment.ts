import { z } from 'zod';
import { planNameSchema } from './plans.js';

export const paymentStatusSchema = z.enum(['created', 'paid', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

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
});
export type Payment = z.infer<typeof paymentSchema>;

export const createOrderRequestSchema = z.object({ planName: planNameSchema });
export const createOrderResponseSchema = z.object({
  amount: z.number(),
  orderId: z.string(),
  currency: z.literal('INR'),
  keyId: z.string(),
});

export const verifyPaymentRequestSchema = z.object({
  razorpay_payment_id: z.string().min(1),
  razorpay_order_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});
