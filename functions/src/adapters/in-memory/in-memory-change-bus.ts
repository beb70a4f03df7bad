import type {
  ChangeFeed,
  ChangeNotifier,
  ChangeSubscriber,
} from '../../core/ports/change-notifier.port.js';
import type { Logger } from '../../core/ports/logger.port.js';

interface ChangeBus extends ChangeNotifier, ChangeFeed {
  /** Ends every subscription (the server is stopping); later subscriptions end at once. */
  close(): void;
}

/**
 * The open change streams of this process: a map from user id to that user's streams. A change
 * reaches only the streams of the user it belongs to. The stores' own writes are published here
 * at once; on SQLite the change log's tail adds those of other processes.
 */
export function createInMemoryChangeBus(logger: Logger): ChangeBus {
  const byUser = new Map<string, Set<ChangeSubscriber>>();
  let closed = false;

  return {
    publish(userId, change) {
      for (const subscriber of [...(byUser.get(userId) ?? [])]) {
        try {
          subscriber.change(change);
        } catch (error) {
          // One broken stream must not fail the write that published, nor the other tabs.
          logger.warn('change subscriber failed', { userId, error });
        }
      }
    },
    subscribe(userId, subscriber) {
      if (closed) {
        subscriber.end();
        return () => {};
      }
      let subscribers = byUser.get(userId);
      if (!subscribers) {
        subscribers = new Set();
        byUser.set(userId, subscribers);
      }
      subscribers.add(subscriber);
      return () => {
        const current = byUser.get(userId);
        if (!current?.delete(subscriber)) return;
        if (current.size === 0) byUser.delete(userId);
      };
    },
    subscriberCount(userId) {
      return byUser.get(userId)?.size ?? 0;
    },
    close() {
      closed = true;
      const all = [...byUser.values()].flatMap((subscribers) => [...subscribers]);
      byUser.clear();
      for (const subscriber of all) subscriber.end();
    },
  };
}
