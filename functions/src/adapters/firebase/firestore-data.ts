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
