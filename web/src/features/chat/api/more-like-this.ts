import {
  API_PATHS,
  generateThumbnailResponseSchema,
  type GenerateThumbnailResponse,
  type MoreLikeThisRequest,
} from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `POST /thumbnail/{chatId}/more` with `{ url }`: new variants like one of the chat's. */
export function moreLikeThis(
  api: ApiClient,
  chatId: string,
  request: MoreLikeThisRequest,
): Promise<GenerateThumbnailResponse> {
  return api.request(API_PATHS.thumbnailMore(chatId), generateThumbnailResponseSchema, {
    method: 'POST',
    body: request,
  });
}
