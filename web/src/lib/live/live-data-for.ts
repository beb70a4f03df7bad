import type { RuntimeConfig } from '@thumbforge/contract';
import type { LiveData } from './live-data';
import { sseLiveData } from './sse/sse-live-data';

/**
 * The server says how the web hears about changes: a Firebase web config means Firestore
 * listeners, none means the server's own event stream. The Firestore kit is imported only when
 * chosen, so an app on the event stream never downloads Firebase.
 */
export async function liveDataFor(config: Pick<RuntimeConfig, 'firebase'>): Promise<LiveData> {
  if (!config.firebase) return sseLiveData;
  const { createFirestoreLiveData } = await import('./firestore/firestore-live-data');
  return createFirestoreLiveData(config.firebase);
}
