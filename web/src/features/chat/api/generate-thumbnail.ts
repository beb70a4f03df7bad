import {
  API_PATHS,
  generateThumbnailResponseSchema,
  type GenerateThumbnailResponse,
} from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';
import { draftFormData, type ThumbnailDraft } from '../thumbnail-draft';

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
