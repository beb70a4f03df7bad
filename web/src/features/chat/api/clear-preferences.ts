import { API_PATHS, meResponseSchema, type User } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `DELETE /auth/me/preferences`: forget the remembered genre, mood, resolution and style notes. */
export async function clearPreferences(api: ApiClient): Promise<User> {
  const { user } = await api.request(API_PATHS.mePreferences, meResponseSchema, {
    method: 'DELETE',
  });
  return user;
}
