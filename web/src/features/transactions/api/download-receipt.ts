import { API_PATHS } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `GET /payment/{id}`: the PDF receipt (or tax invoice) of a paid payment. */
export function getReceipt(api: ApiClient, paymentId: string): Promise<Blob> {
  return api.requestBlob(API_PATHS.receipt(paymentId));
}

/** A credit note of the payment's tax invoice, as a PDF. */
export function getCreditNote(api: ApiClient, paymentId: string, number: string): Promise<Blob> {
  return api.requestBlob(API_PATHS.creditNote(paymentId, number));
}
