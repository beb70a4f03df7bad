import {
  API_PATHS,
  editThumbnailResponseSchema,
  type EditThumbnailRequest,
  type EditThumbnailResponse,
} from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `PUT /thumbnail/{chatId}` with `{ url, prompt }`: the selected image and what to change. */
export function editThumbnail(
  api: ApiClient,
  chatId: string,
  request: EditThumbnailRequest,
): Promise<EditThumbnailResponse> {
  return api.request(API_PATHS.thumbnails(chatId), editThumbnailResponseSchema, {
    method: 'PUT',
    body: request,
  });
}
