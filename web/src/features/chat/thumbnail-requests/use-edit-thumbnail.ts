import { THUMBNAIL_MESSAGES, type EditThumbnailRequest } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useApiClient } from '@/lib/api/api-client-context';
import { useChatMessages } from '@/lib/live/live-data-context';
import { editThumbnail } from '../api/edit-thumbnail';
import { paintedByModel } from '../painting-progress';
import type { ThumbnailRequest } from './use-thumbnail-request';

/**
 * Resolves to true once the edited thumbnail is on screen. An edit of the image model's picture
 * goes back to the model, and its progress is shown against the model's usual time.
 */
export function useEditThumbnail(
  chatId: string,
  run: ThumbnailRequest['run'],
): (request: EditThumbnailRequest) => Promise<boolean> {
  const api = useApiClient();
  const { imageModel } = useRuntimeConfig();
  const { data: messages } = useChatMessages(chatId);
  return useCallback(
    (request) =>
      run(
        'edit',
        () => editThumbnail(api, chatId, request),
        {
          success: THUMBNAIL_MESSAGES.continued,
          failure: THUMBNAIL_MESSAGES.continueFailed,
        },
        imageModel && paintedByModel(messages ?? [], request.url)
          ? imageModel.expectedSeconds
          : undefined,
      ),
    [api, chatId, run, imageModel, messages],
  );
}
