import {
  API_PATHS,
  chatMessagesResponseSchema,
  type LanguageVersionsRequest,
} from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/**
 * `POST /thumbnail/{chatId}/languages`: the selected thumbnail's title typeset in other languages
 * (free), added to the chat as one message.
 */
export async function createLanguageVersions(
  api: ApiClient,
  chatId: string,
  request: LanguageVersionsRequest,
): Promise<void> {
  await api.request(API_PATHS.thumbnailLanguages(chatId), chatMessagesResponseSchema, {
    method: 'POST',
    body: request,
  });
}

/** `POST /download/thumbnails-by-language`: a message's versions zipped as hi.jpg, ar.jpg, ja.jpg. */
export function downloadLanguageVersions(api: ApiClient, imageUrls: string[]): Promise<Blob> {
  return api.requestBlob(API_PATHS.downloadLanguageVersions, {
    method: 'POST',
    body: { imageUrls },
  });
}
