import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAuthSession } from '../auth/auth-session-context';
import { createApiClient, type ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Binds the API client to the signed-in session's tokens. */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { getToken } = useAuthSession();
  const client = useMemo(() => createApiClient(getToken), [getToken]);
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
