import { z } from 'zod';

/** The payment entity inside a Razorpay webhook; amounts are integer paise. */
export const webhookPaymentEntitySchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

/**
 * The refund entity of `refund.*` events and the dispute entity of `payment.dispute.*` events:
 * which payment, and how much of it (integer paise).
 */
export const webhookReversalEntitySchema = z.object({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string(),
});

/**
 * A Razorpay webhook body (`POST /payment/webhook`), reduced to what ThumbForge reads. `payment`
 * is present for `payment.captured`, `payment.failed` and `order.paid`; other events may lack it.
 * `refund.processed` carries `refund`, `payment.dispute.created` carries `dispute`.
 */
export const paymentWebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: webhookPaymentEntitySchema }).optional(),
    refund: z.object({ entity: webhookReversalEntitySchema }).optional(),
    dispute: z.object({ entity: webhookReversalEntitySchema }).optional(),
  }),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

export const HANDLED_WEBHOOK_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment.failed',
  'refund.processed',
  'payment.dispute.created',
] as const;

/** The `x-razorpay-event-id` header: the same id on every retry of one event. */
export const webhookEventIdSchema = z
  .string()
  .trim()
  .min(1, 'The x-razorpay-event-id header is required')
  .max(100, 'The x-razorpay-event-id header is too long');
