import {
  API_PATHS,
  editThumbnailResponseSchema,
  THUMBNAIL_MESSAGES,
  type EditThumbnailRequest,
  type EditThumbnailResponse,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import type { ThumbnailRequest } from './use-thumbnail-request';

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

/** Resolves to true once the edited thumbnail is on screen. */
export function useEditThumbnail(
  chatId: string,
  run: ThumbnailRequest['run'],
): (request: EditThumbnailRequest) => Promise<boolean> {
  const api = useApiClient();
  return useCallback(
    (request) =>
      run('edit', () => editThumbnail(api, chatId, request), {
        success: THUMBNAIL_MESSAGES.continued,
        failure: THUMBNAIL_MESSAGES.continueFailed,
      }),
    [api, chatId, run],
  );
}
