import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { useCallback } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { moreLikeThis } from '../api/more-like-this';
import type { ThumbnailRequest } from './use-thumbnail-request';

/** Resolves to true once the new variants, like the thumbnail at `url`, are on screen. */
export function useMoreLikeThis(
  chatId: string,
  run: ThumbnailRequest['run'],
): (url: string) => Promise<boolean> {
  const api = useApiClient();
  return useCallback(
    (url) =>
      run('generate', () => moreLikeThis(api, chatId, { url }), {
        success: THUMBNAIL_MESSAGES.generated,
        failure: THUMBNAIL_MESSAGES.generateFailed,
      }),
    [api, chatId, run],
  );
}
