import { MESSAGES, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { useToast } from '@/lib/toast/use-toast';
import { generateThumbnail } from '../api/generate-thumbnail';
import { isDraftComplete, type ThumbnailDraft } from '../thumbnail-draft';
import type { ThumbnailRequest } from './use-thumbnail-request';

/** Resolves to true once the new thumbnails are on screen. */
export function useGenerateThumbnail(
  chatId: string,
  run: ThumbnailRequest['run'],
): (draft: ThumbnailDraft) => Promise<boolean> {
  const api = useApiClient();
  const toast = useToast();
  return useCallback(
    async (draft) => {
      if (!isDraftComplete(draft)) {
        toast.error(MESSAGES.fillAllFields);
        return false;
      }
      return run('generate', (onUpload) => generateThumbnail(api, chatId, draft, onUpload), {
        success: THUMBNAIL_MESSAGES.generated,
        failure: THUMBNAIL_MESSAGES.generateFailed,
      });
    },
    [api, chatId, run, toast],
  );
}
