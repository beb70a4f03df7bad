import { THUMBNAIL_MESSAGES, type EditThumbnailRequest } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { editThumbnail } from '../api/edit-thumbnail';
import type { ThumbnailRequest } from './use-thumbnail-request';

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
