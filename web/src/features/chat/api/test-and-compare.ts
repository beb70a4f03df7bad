import { API_PATHS, compareResponseSchema, type ComparePair } from '@thumbforge/contract';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';

/** `POST /thumbnail/{chatId}/compare` for 2 or 3 chosen thumbnails; null while it is measured. */
export function useComparePairs(chatId: string, urls: string[]): ComparePair[] | null {
  const api = useApiClient();
  const key = urls.join('\n');
  const [answer, setAnswer] = useState<{ key: string; pairs: ComparePair[] } | null>(null);
  useEffect(() => {
    const chosen = key.split('\n');
    if (chosen.length < 2 || chosen.length > 3) return;
    let current = true;
    api
      .request(API_PATHS.thumbnailCompare(chatId), compareResponseSchema, {
        method: 'POST',
        body: { urls: chosen },
      })
      .then(
        ({ pairs }) => current && setAnswer({ key, pairs }),
        () => current && setAnswer({ key, pairs: [] }),
      );
    return () => {
      current = false;
    };
  }, [api, chatId, key]);
  return answer?.key === key ? answer.pairs : null;
}

/** `POST /download/test-and-compare`: the set zipped as A.jpg, B.jpg, C.jpg, for YouTube Studio. */
export function downloadTestAndCompare(api: ApiClient, imageUrls: string[]): Promise<Blob> {
  return api.requestBlob(API_PATHS.downloadTestAndCompare, { method: 'POST', body: { imageUrls } });
}
