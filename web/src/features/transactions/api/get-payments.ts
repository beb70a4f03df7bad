import { API_PATHS, paymentListResponseSchema, type Payment } from '@thumbforge/contract';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { useToast } from '@/lib/toast/use-toast';

/** `GET /payment/`: the caller's payments, newest first. */
export async function getPayments(api: ApiClient, signal?: AbortSignal): Promise<Payment[]> {
  const { payments } = await api.request(API_PATHS.payments, paymentListResponseSchema, {
    signal,
  });
  return payments;
}

export type PaymentHistory =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; payments: Payment[] };

/** The payment history, loaded when the page opens; a failure toasts and offers a retry. */
export function usePaymentHistory(): PaymentHistory {
  const api = useApiClient();
  const toast = useToast();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; payments: Payment[] | null } | null>(
    null,
  );

  useEffect(() => {
    const controller = new AbortController();
    getPayments(api, controller.signal).then(
      (payments) => setResult({ attempt, payments }),
      () => {
        if (controller.signal.aborted) return;
        toast.error('Failed to fetch payment history');
        setResult({ attempt, payments: null });
      },
    );
    return () => controller.abort();
  }, [api, toast, attempt]);

  // An answer for an earlier attempt means this one is still loading.
  if (!result || result.attempt !== attempt) return { status: 'loading' };
  if (!result.payments) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready', payments: result.payments };
}
