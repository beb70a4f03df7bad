import type { Change } from '@thumbforge/contract';

/**
 * Tells a user's open tabs that something of theirs changed. Called after the write succeeded;
 * never fails the request that made the change. In the Firebase runtime Firestore listeners do
 * this job and the adapter does nothing.
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
