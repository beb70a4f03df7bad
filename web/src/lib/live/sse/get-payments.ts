import { API_PATHS, paymentListResponseSchema, type Payment } from '@thumbforge/contract';
import type { ApiClient } from '../../api/api-client';

/** `GET /payment/`: the caller's payments, newest first. */
export async function getPayments(api: ApiClient): Promise<Payment[]> {
  const { payments } = await api.request(API_PATHS.payments, paymentListResponseSchema);
  return payments;
}
