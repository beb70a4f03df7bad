import { z } from 'zod';
import { paymentSchema } from './payment.js';

/** `GET /payment/`: the caller's payments, newest first. */
export const paymentListResponseSchema = z.object({ payments: z.array(paymentSchema) });
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

export function receiptFileName(paymentId: string): string {
  return `receipt_${paymentId}.pdf`;
}

/** A tax invoice or credit note saved under its number: `TF/26-27/000123` is `TF-26-27-000123.pdf`. */
export function taxDocumentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}
