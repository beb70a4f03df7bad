import { API_PATHS, tokenGrantListResponseSchema, type TokenGrant } from '@thumbforge/contract';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client';
import { useApiClient } from '@/lib/api/api-client-context';

/** `GET /tokens/grants`: tokens support granted the caller, newest first. */
async function getTokenGrants(api: ApiClient): Promise<TokenGrant[]> {
  const { grants } = await api.request(API_PATHS.tokenGrants, tokenGrantListResponseSchema);
  return grants;
}

/**
 * The caller's grants, read once when the history opens; null until they arrive. Grants are rare
 * and made by hand, so they are not live data; a failure shows nothing rather than a second error.
 */
export function useTokenGrants(): TokenGrant[] | null {
  const api = useApiClient();
  const [grants, setGrants] = useState<TokenGrant[] | null>(null);
  useEffect(() => {
    let current = true;
    getTokenGrants(api).then(
      (answer) => {
        if (current) setGrants(answer);
      },
      () => {
        if (current) setGrants([]);
      },
    );
    return () => {
      current = false;
    };
  }, [api]);
  return grants;
}
