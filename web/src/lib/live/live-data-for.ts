import type { RuntimeConfig } from '@thumbforge/contract';
import type { LiveData } from './live-data';
import { sseLiveData } from './sse/sse-live-data';

/**
 * The runtime the server reports decides how the web hears about changes. The Firestore kit is
 * imported only when chosen, so the embedded app never downloads Firebase.
 */
export async function liveDataFor(
  config: Pick<RuntimeConfig, 'mode' | 'firebase'>,
): Promise<LiveData> {
  switch (config.mode) {
    case 'embedded':
      return sseLiveData;
    case 'firebase': {
      if (!config.firebase) {
        throw new Error('the server runs on Firebase but sent no Firebase web config.');
      }
      const { createFirestoreLiveData } = await import('./firestore/firestore-live-data');
      return createFirestoreLiveData(config.firebase);
    }
  }
}
