import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { isApiError } from '@/lib/api/api-error';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';
import { rememberStyle } from '../../api/remember-style';
import { styleSummary } from '../../saved-style';

interface RememberThisStyle {
  remembering: boolean;
  remember: () => void;
}

/** "Remember this style" on one thumbnail: saved, then told what was kept and what was not. */
export function useRememberStyle(chatId: string, url: string): RememberThisStyle {
  const api = useApiClient();
  const { checkAuth } = useCurrentUser();
  const toast = useToast();
  const [remembering, setRemembering] = useState(false);

  async function remember() {
    setRemembering(true);
    try {
      const user = await rememberStyle(api, chatId, url);
      const summary = styleSummary(user.preferences.saved);
      // Long enough to read what was kept, so not the 2 s of a plain success.
      toast.info(
        summary ? THUMBNAIL_MESSAGES.styleRemembered(summary) : THUMBNAIL_MESSAGES.styleKept,
      );
      await checkAuth();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : THUMBNAIL_MESSAGES.styleRememberFailed);
    } finally {
      setRemembering(false);
    }
  }

  return { remembering, remember: () => void remember() };
}
