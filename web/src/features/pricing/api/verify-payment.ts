import {
  API_PATHS,
  verifyPaymentResponseSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';

/**
 * `POST /payment/verify` with what Checkout handed over. A signature that does not match is an
 * answer (400 `{ success: false }`), not an error: docs/product-rules.md section 8 shows nothing for it.
 */
function verifyPayment(
  api: ApiClient,
  payment: VerifyPaymentRequest,
): Promise<VerifyPaymentResponse> {
  return api.request(API_PATHS.verifyPayment, verifyPaymentResponseSchema, {
    method: 'POST',
    body: payment,
    answerStatuses: [400],
  });
}

export function useVerifyPayment(): (
  payment: VerifyPaymentRequest,
) => Promise<VerifyPaymentResponse> {
  const api = useApiClient();
  return useCallback((payment) => verifyPayment(api, payment), [api]);
}
