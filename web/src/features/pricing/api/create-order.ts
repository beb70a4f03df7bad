import {
  API_PATHS,
  createOrderResponseSchema,
  type BillingInput,
  type CreateOrderResponse,
  type PlanName,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';

/** `POST /payment/create-order`: the server prices the plan; the answer's amount is in rupees. */
function createOrder(
  api: ApiClient,
  planName: PlanName,
  billing?: BillingInput,
): Promise<CreateOrderResponse> {
  return api.request(API_PATHS.createOrder, createOrderResponseSchema, {
    method: 'POST',
    body: billing ? { planName, billing } : { planName },
  });
}

export function useCreateOrder(): (
  planName: PlanName,
  billing?: BillingInput,
) => Promise<CreateOrderResponse> {
  const api = useApiClient();
  return useCallback((planName, billing) => createOrder(api, planName, billing), [api]);
}
