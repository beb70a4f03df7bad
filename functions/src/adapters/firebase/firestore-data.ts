import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

/**
 * A stored document that does not match its contract schema: data no code of ours wrote as it is,
 * so it is refused where it is read, naming the document and its wrong fields, instead of being
 * passed on as a record it is not.
 */
export class MalformedDocument extends Error {
  override readonly name = 'MalformedDocument';
  constructor(
    readonly path: string,
    error: z.ZodError,
  ) {
    const fields = error.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join('.') : '(document)';
      return `${field}: ${issue.message}`;
    });
    super(`Firestore document ${path} does not match its schema: ${fields.join('; ')}`);
  }
}

/**
 * An existing document read through its schema from contract/ (`FIRESTORE_DOCUMENTS`): the one
 * place a snapshot becomes typed data, its Timestamps the ISO 8601 strings the ports speak.
 */
export function readDocument<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: Pick<DocumentSnapshot, 'ref' | 'data'>,
): z.output<Schema> {
  const parsed = schema.safeParse(snapshot.data());
  if (!parsed.success) throw new MalformedDocument(snapshot.ref.path, parsed.error);
  return parsed.data;
}

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
