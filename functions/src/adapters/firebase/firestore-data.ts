import { Timestamp } from 'firebase-admin/firestore';

/**
 * A copy of JSON-like data without `undefined` fields, which Firestore refuses to store (an
 * optional field left unset means "absent", as it does in the SQLite adapters' JSON columns).
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([key, field]) => [key, withoutUndefined(field)]),
    ) as T;
  }
  return value;
}

/** The fields of a patch that are set: `{ text: undefined }` leaves the text alone. */
export function definedFields<T extends object>(
  patch: T,
): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<{ [K in keyof T]: Exclude<T[K], undefined> }>;
}

/**
 * Times are stored as Firestore Timestamps, which the console shows and sorts as dates; the ports
 * speak ISO 8601 strings, as the SQLite adapters store them.
 */
export function storedTime(iso: string): Timestamp {
  return Timestamp.fromDate(new Date(iso));
}

export function storedTimeOrNull(iso: string | null): Timestamp | null {
  return iso === null ? null : storedTime(iso);
}

/** A stored time as the ports speak it. */
export function isoTime(stored: Timestamp): string {
  return stored.toDate().toISOString();
}

/** An optional time; absent (a document older than the field) reads as null. */
export function isoTimeOrNull(stored: Timestamp | null | undefined): string | null {
  return stored ? isoTime(stored) : null;
}
