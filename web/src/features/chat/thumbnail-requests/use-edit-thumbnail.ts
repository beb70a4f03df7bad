import { THUMBNAIL_MESSAGES, type EditThumbnailRequest } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useApiClient } from '@/lib/api/api-client-context';
import { useChatMessages } from '@/lib/live/live-data-context';
import { editThumbnail } from '../api/edit-thumbnail';
import { editedImage } from '../edited-image';
import { paintedByModel } from '../painting-progress';
import type { ThumbnailRequest } from './use-thumbnail-request';

/**
 * Resolves to the edited thumbnail's URL once it is on screen, or null when the edit failed. An
 * edit of the image model's picture goes back to the model, and its progress is shown against
 * the model's usual time.
 */
export function useEditThumbnail(
  chatId: string,
  run: ThumbnailRequest['run'],
): (request: EditThumbnailRequest) => Promise<string | null> {
  const api = useApiClient();
  const { imageModel } = useRuntimeConfig();
  const { data: messages } = useChatMessages(chatId);
  return useCallback(
    async (request) => {
      let result = request.url;
      const done = await run(
        'edit',
        async () => {
          const answer = await editThumbnail(api, chatId, request);
          result = editedImage(answer.chat, chatId, request.url);
        },
        {
          success: THUMBNAIL_MESSAGES.continued,
          failure: THUMBNAIL_MESSAGES.continueFailed,
        },
        imageModel && paintedByModel(messages ?? [], request.url)
          ? imageModel.expectedSeconds
          : undefined,
      );
      return done ? result : null;
    },
    [api, chatId, run, imageModel, messages],
  );
}
