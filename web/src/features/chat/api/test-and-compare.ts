import {
  API_PATHS,
  compareResponseSchema,
  TEST_AND_COMPARE_ZIP_NAME,
  type ComparePair,
} from '@thumbforge/contract';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { useDownloadSet } from './download-set';

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

/** Saves the set as test-and-compare.zip (A.jpg, B.jpg, C.jpg), ready for YouTube Studio. */
export function useDownloadTestAndCompare(imageUrls: string[]) {
  return useDownloadSet(API_PATHS.downloadTestAndCompare, TEST_AND_COMPARE_ZIP_NAME, imageUrls);
}
