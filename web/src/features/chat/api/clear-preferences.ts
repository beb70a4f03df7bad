import { API_PATHS, meResponseSchema, THUMBNAIL_MESSAGES, type User } from '@thumbforge/contract';
import { useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';

/** `DELETE /auth/me/preferences`: forget the remembered genre, mood, resolution and style notes. */
export async function clearPreferences(api: ApiClient): Promise<User> {
  const { user } = await api.request(API_PATHS.mePreferences, meResponseSchema, {
    method: 'DELETE',
  });
  return user;
}

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
