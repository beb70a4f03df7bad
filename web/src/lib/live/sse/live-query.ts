export interface QuerySnapshot<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | null;
}

export interface RefetchingQuery<T> {
  /** For `useSyncExternalStore`; the first subscriber starts the first fetch. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => QuerySnapshot<T>;
  refresh: () => Promise<void>;
  /** The data may be out of date: refetch now if someone is looking, else on the next subscribe. */
  invalidate: () => void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A cached fetch that is refetched when told something changed. Fetches run one at a time and a
 * refresh asked for during one runs again after it, so an answer started before a write can
 * never overwrite one started after it.
 */
export function createRefetchingQuery<T>(fetcher: () => Promise<T>): RefetchingQuery<T> {
  const listeners = new Set<() => void>();
  let snapshot: QuerySnapshot<T> = { data: undefined, loading: true, error: null };
  let stale = true;
  let running: Promise<void> | null = null;
  let again = false;

  function publish(next: QuerySnapshot<T>) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  async function fetchOnce() {
    try {
      publish({ data: await fetcher(), loading: false, error: null });
    } catch (error) {
      publish({ data: snapshot.data, loading: false, error: asError(error) });
    }
  }

  function refresh(): Promise<void> {
    stale = false;
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      do {
        again = false;
        await fetchOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    running = run;
    return run;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (stale) void refresh();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    refresh,
    invalidate() {
      if (listeners.size > 0) void refresh();
      else stale = true;
    },
  };
}
