import { API_PATHS, feedCheckResponseSchema, type FeedCheck } from '@thumbforge/contract';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';

type FeedCheckState =
  { kind: 'loading' } | { kind: 'ready'; checks: FeedCheck[] } | { kind: 'failed' };

/** `POST /thumbnail/{chatId}/check`: the feed check kept with the image (free), while `open`. */
export function useFeedCheck(chatId: string, url: string, open: boolean): FeedCheckState {
  const api = useApiClient();
  // The answer remembers its image, so another image shows as loading until its own arrives.
  const [answer, setAnswer] = useState<{ url: string; checks: FeedCheck[] | null } | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    api
      .request(API_PATHS.thumbnailCheck(chatId), feedCheckResponseSchema, {
        method: 'POST',
        body: { url },
      })
      .then(
        ({ checks }) => current && setAnswer({ url, checks }),
        () => current && setAnswer({ url, checks: null }),
      );
    return () => {
      current = false;
    };
  }, [api, chatId, url, open]);
  if (answer?.url !== url) return { kind: 'loading' };
  return answer.checks ? { kind: 'ready', checks: answer.checks } : { kind: 'failed' };
}
