import { API_PATHS, meResponseSchema, type User } from '@thumbforge/contract';
import type { ApiClient } from '../api/api-client';

/** The signed-in user; the server creates the account with the free tokens on the first call. */
export async function getMe(api: ApiClient): Promise<User> {
  const { user } = await api.request(API_PATHS.me, meResponseSchema);
  return user;
}
