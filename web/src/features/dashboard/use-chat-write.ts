import { useCallback } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { useChats } from '@/lib/live/live-data-context';
import { useToast } from '@/lib/toast/use-toast';

interface Wording<T> {
  success: string | ((result: T) => string);
  failure: string;
}

/**
 * The shape of every chat-list write: call the API, wait for the list to show the result (so the
 * screen never moves ahead of it), then say so. A failure changes nothing and yields null
 * (docs/product-rules.md section 8); a refusal the user can act on (no tokens left, a closed account) shows the
 * server's words.
 */
export function useChatWrite() {
  const { refresh } = useChats();
  const toast = useToast();
  return useCallback(
    async <T>(call: () => Promise<T>, wording: Wording<T>): Promise<T | null> => {
      let result: T;
      try {
        result = await call();
      } catch (error) {
        const actionable =
          isApiError(error) &&
          (error.code === 'insufficient_tokens' || error.code === 'account_closed');
        toast.error(actionable ? error.message : wording.failure);
        return null;
      }
      await refresh();
      toast.success(
        typeof wording.success === 'string' ? wording.success : wording.success(result),
      );
      return result;
    },
    [refresh, toast],
  );
}
