import {
  API_PATHS,
  chatMessagesResponseSchema,
  LANGUAGE_VERSIONS_ZIP_NAME,
  THUMBNAIL_MESSAGES,
  type LanguageVersionsRequest,
} from '@thumbforge/contract';
import { useCallback } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { useChatMessages } from '@/lib/live/live-data-context';
import { useToast } from '@/lib/toast/use-toast';
import { useDownloadSet } from './download-set';
import { serverMessage } from './use-thumbnail-request';

/**
 * `POST /thumbnail/{chatId}/languages`: the selected thumbnail's title typeset in other languages
 * (free). Resolves to true once the versions' message is on screen; every other tab gets it from
 * the live data.
 */
export function useCreateLanguageVersions(
  chatId: string,
): (request: LanguageVersionsRequest) => Promise<boolean> {
  const api = useApiClient();
  const { refresh } = useChatMessages(chatId);
  const toast = useToast();
  return useCallback(
    async (request) => {
      try {
        await api.request(API_PATHS.thumbnailLanguages(chatId), chatMessagesResponseSchema, {
          method: 'POST',
          body: request,
        });
        await refresh();
        toast.success(THUMBNAIL_MESSAGES.languageVersionsReady);
        return true;
      } catch (error) {
        toast.error(serverMessage(error) ?? THUMBNAIL_MESSAGES.languageVersionsFailed);
        return false;
      }
    },
    [api, chatId, refresh, toast],
  );
}

/** Saves a message's versions as thumbnails-by-language.zip (hi.jpg, ar.jpg, ja.jpg). */
export function useDownloadLanguageVersions(imageUrls: string[]) {
  return useDownloadSet(API_PATHS.downloadLanguageVersions, LANGUAGE_VERSIONS_ZIP_NAME, imageUrls);
}
