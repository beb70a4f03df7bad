import type { RuntimeConfig } from '@thumbforge/contract';
import type { LiveData } from './live-data';
import { sseLiveData } from './sse/sse-live-data';

/** The runtime the server reports decides how the web hears about changes. */
export function liveDataFor(mode: RuntimeConfig['mode']): LiveData {
  switch (mode) {
    case 'embedded':
      return sseLiveData;
    case 'firebase':
      throw new Error('this build of the web app cannot listen to Firestore.');
  }
}
