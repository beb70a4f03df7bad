import { API_PATHS, runtimeConfigSchema, type RuntimeConfig } from '@thumbforge/contract';
import { createContext, useContext } from 'react';
import { createApiClient } from '@/lib/api/api-client';

/** `GET /config`: what this deployment runs (auth, checkout, support address, limits). */
export function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  return createApiClient().request(API_PATHS.config, runtimeConfigSchema, { signal });
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <AppBoot>');
  return config;
}
