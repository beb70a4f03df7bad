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
 * A Razorpay webhook body (`POST /payment/webhook`), reduced to what ThumbForge reads. `payment`
 * is present for `payment.captured`, `payment.failed` and `order.paid`; other events may lack it.
 */
export const paymentWebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: webhookPaymentEntitySchema }).optional(),
  }),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

export const HANDLED_WEBHOOK_EVENTS = ['payment.captured', 'order.paid', 'payment.failed'] as const;

export const webhookReceivedResponseSchema = z.object({ received: z.literal(true) });

/** The `x-razorpay-event-id` header: the same id on every retry of one event. */
export const webhookEventIdSchema = z
  .string()
  .trim()
  .min(1, 'The x-razorpay-event-id header is required')
  .max(100, 'The x-razorpay-event-id header is too long');
