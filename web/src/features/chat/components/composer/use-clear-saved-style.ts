import { THUMBNAIL_MESSAGES, type PreferenceSource } from '@thumbforge/contract';
import { useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';
import { clearPreferences } from '../../api/clear-preferences';

interface ClearSavedStyle {
  clearing: boolean;
  clear: (source: PreferenceSource) => void;
}

const CLEARED: Record<PreferenceSource, string> = {
  saved: THUMBNAIL_MESSAGES.styleCleared,
  learnt: THUMBNAIL_MESSAGES.suggestionCleared,
};

export function useClearSavedStyle(): ClearSavedStyle {
  const api = useApiClient();
  const { checkAuth } = useCurrentUser();
  const toast = useToast();
  const [clearing, setClearing] = useState(false);

  async function clear(source: PreferenceSource) {
    setClearing(true);
    try {
      await clearPreferences(api, source);
      await checkAuth();
      toast.success(CLEARED[source]);
    } catch {
      toast.error(THUMBNAIL_MESSAGES.styleClearFailed);
    } finally {
      setClearing(false);
    }
  }

  return { clearing, clear: (source) => void clear(source) };
}
