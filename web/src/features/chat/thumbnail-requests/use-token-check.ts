import { MESSAGES } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useChats } from '@/lib/live/live-data-context';
import { useToast } from '@/lib/toast/use-toast';

/**
 * docs/product-rules.md section 5: before generating or continuing, the chat list is refreshed and the balance
 * must be above 0. Resolves to false, having said so, when it is not.
 */
export function useTokenCheck(): () => Promise<boolean> {
  const { refresh: refreshChats } = useChats();
  const { tokens } = useCurrentUser();
  const toast = useToast();
  return useCallback(async () => {
    await refreshChats();
    if (tokens > 0) return true;
    toast.error(MESSAGES.notEnoughTokens);
    return false;
  }, [refreshChats, tokens, toast]);
}
