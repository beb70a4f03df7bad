import {
  API_PATHS,
  createOrderResponseSchema,
  type CreateOrderResponse,
  type PlanName,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';

/** `POST /payment/create-order`: the server prices the plan; the answer's amount is in rupees. */
export function createOrder(api: ApiClient, planName: PlanName): Promise<CreateOrderResponse> {
  return api.request(API_PATHS.createOrder, createOrderResponseSchema, {
    method: 'POST',
    body: { planName },
  });
}

export function useCreateOrder(): (planName: PlanName) => Promise<CreateOrderResponse> {
  const api = useApiClient();
  return useCallback((planName) => createOrder(api, planName), [api]);
}
