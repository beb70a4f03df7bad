import { THUMBNAIL_MESSAGES, type LanguageVersionsRequest } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { serverMessage } from '@/lib/api/api-error';
import { useChatMessages } from '@/lib/live/live-data-context';
import { useToast } from '@/lib/toast/use-toast';
import { createLanguageVersions } from '../api/language-versions';

/**
 * Resolves to true once the versions' message is on screen; every other tab gets it from the live
 * data.
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
        await createLanguageVersions(api, chatId, request);
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
