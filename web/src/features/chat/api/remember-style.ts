import { API_PATHS, meResponseSchema, type User } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `POST /thumbnail/{chatId}/remember-style`: the thumbnail's style becomes the saved style. */
export async function rememberStyle(api: ApiClient, chatId: string, url: string): Promise<User> {
  const { user } = await api.request(API_PATHS.thumbnailRememberStyle(chatId), meResponseSchema, {
    method: 'POST',
    body: { url },
  });
  return user;
}
