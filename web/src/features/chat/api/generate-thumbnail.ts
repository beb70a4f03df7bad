import {
  API_PATHS,
  generateThumbnailResponseSchema,
  MESSAGES,
  THUMBNAIL_MESSAGES,
  type GenerateThumbnailResponse,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';
import { useToast } from '@/lib/toast/use-toast';
import { draftFormData, isDraftComplete, type ThumbnailDraft } from '../thumbnail-draft';
import type { ThumbnailRequest } from './use-thumbnail-request';

/** `POST /thumbnail/{chatId}` (multipart): the photo, the details and the prompt. */
export function generateThumbnail(
  api: ApiClient,
  chatId: string,
  draft: ThumbnailDraft,
  onUploadProgress?: (fraction: number) => void,
): Promise<GenerateThumbnailResponse> {
  return api.upload(
    API_PATHS.thumbnails(chatId),
    generateThumbnailResponseSchema,
    draftFormData(draft),
    { onUploadProgress },
  );
}

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
