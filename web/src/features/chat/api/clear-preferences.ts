import {
  API_PATHS,
  meResponseSchema,
  type PreferenceSource,
  type User,
} from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `DELETE /auth/me/preferences/{source}`: forget the saved style, or the one learnt from repeats. */
export async function clearPreferences(api: ApiClient, source: PreferenceSource): Promise<User> {
  const { user } = await api.request(API_PATHS.mePreferences(source), meResponseSchema, {
    method: 'DELETE',
  });
  return user;
}
