import { catchError, map, of, scan, type Observable } from 'rxjs';

/** A listener's latest answer and its failure, as a value. */
export interface Settled<T> {
  data: T | undefined;
  error: Error | null;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Turns a listener's failure into a value, so it reaches the screen as `LiveQuery.error` instead
 * of being thrown while rendering (reactfire rethrows an observable's error), and keeps the last
 * answer through it, as `LiveQuery` promises.
 */
export function settle<T>(source: Observable<T>): Observable<Settled<T>> {
  return source.pipe(
    map((data): Settled<T> => ({ data, error: null })),
    catchError((error: unknown) => of<Settled<T>>({ data: undefined, error: asError(error) })),
    scan((last, next) => (next.error ? { data: last.data, error: next.error } : next)),
  );
}
