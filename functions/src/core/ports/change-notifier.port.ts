import type { Change } from '@thumbforge/contract';

/**
 * Tells a user's open tabs that something of theirs changed. Embedded only: the composition wraps
 * the stores so that each write that succeeded publishes here (core publishes nothing); in the
 * Firebase runtime the browser's Firestore listeners see every write. Never fails the write.
 */
export interface ChangeNotifier {
  publish(userId: string, change: Change): void;
}

export interface ChangeSubscriber {
  change(change: Change): void;
  /** The feed is shutting down: finish the stream. */
  end(): void;
}

/** Embedded only: where the change stream (`GET /events`) listens for one user's changes. */
export interface ChangeFeed {
  /** Answers the function that ends this subscription. */
  subscribe(userId: string, subscriber: ChangeSubscriber): () => void;
  /** Open subscriptions of a user (for diagnostics and tests). */
  subscriberCount(userId: string): number;
}
