import { MESSAGES } from '@thumbforge/contract';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';

/**
 * New Chat and Start Creating: a chat costs nothing to open, but SPEC.md section 5 refuses one
 * to a user with no tokens left. Opening the chat belongs to the chat workspace.
 */
export function useNewChat(): () => void {
  const { tokens } = useCurrentUser();
  const toast = useToast();
  return () => {
    if (tokens <= 0) toast.error(MESSAGES.notEnoughTokens);
  };
}
