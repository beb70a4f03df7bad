import type { ChangeNotifier } from '../../core/ports/change-notifier.port.js';

/** In the Firebase runtime the web listens to its Firestore documents, so there is nothing to tell. */
export function createNoopChangeNotifier(): ChangeNotifier {
  return { publish() {} };
}
