import {
  API_PATHS,
  checkoutFailureSchema,
  checkoutSuccessSchema,
  type SandboxPayRequest,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import { useApiClient } from '../api/api-client-context';

const sandboxPayAnswerSchema = z.union([checkoutSuccessSchema, checkoutFailureSchema]);
/** What Checkout's `handler` would receive, or the error of its `payment.failed` event. */
type SandboxPayAnswer = z.infer<typeof sandboxPayAnswerSchema>;

/** `POST /sandbox/razorpay/pay`: 200 with the handler's payload, or 402 with the failure. */
function payInSandbox(api: ApiClient, request: SandboxPayRequest): Promise<SandboxPayAnswer> {
  return api.request(API_PATHS.sandboxPay, sandboxPayAnswerSchema, {
    method: 'POST',
    body: request,
    answerStatuses: [402],
  });
}

export function usePayInSandbox(): (request: SandboxPayRequest) => Promise<SandboxPayAnswer> {
  const api = useApiClient();
  return useCallback((request) => payInSandbox(api, request), [api]);
}
