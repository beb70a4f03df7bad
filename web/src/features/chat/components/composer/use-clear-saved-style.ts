import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';
import { clearPreferences } from '../../api/clear-preferences';

export interface ClearSavedStyle {
  clearing: boolean;
  clear: () => void;
}

export function useClearSavedStyle(): ClearSavedStyle {
  const api = useApiClient();
  const { checkAuth } = useCurrentUser();
  const toast = useToast();
  const [clearing, setClearing] = useState(false);

  async function clear() {
    setClearing(true);
    try {
      await clearPreferences(api);
      await checkAuth();
      toast.success(THUMBNAIL_MESSAGES.styleCleared);
    } catch {
      toast.error(THUMBNAIL_MESSAGES.styleClearFailed);
    } finally {
      setClearing(false);
    }
  }

  return { clearing, clear: () => void clear() };
}
