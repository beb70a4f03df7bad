import { API_PATHS, meResponseSchema, type User } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `POST /account/reopen`: a closed account, within its 30 days, becomes a normal one again. */
export async function reopenAccount(api: ApiClient): Promise<User> {
  const { user } = await api.request(API_PATHS.reopenAccount, meResponseSchema, {
    method: 'POST',
  });
  return user;
}
