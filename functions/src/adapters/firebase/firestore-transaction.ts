import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { RateLimited } from '../../core/errors.js';

/** gRPC status codes the Firestore SDK reports as `error.code`. */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const ABORTED = 10;

/**
 * Retries per transaction. Every attempt re-runs the whole function (reads included) and the
 * SDK backs off between attempts, so a contended user document ends in one winner per attempt.
 */
const MAX_ATTEMPTS = 10;

function grpcCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;
}

/** `update` of a document that does not exist. */
export function isNotFound(error: unknown): boolean {
  return grpcCode(error) === NOT_FOUND;
}

/** `create` on a document that exists. */
export function isAlreadyExists(error: unknown): boolean {
  return grpcCode(error) === ALREADY_EXISTS;
}

/**
 * Runs a read-write transaction. The function must do all its reads before its writes and have
 * no side effects: Firestore may run it several times. Domain errors thrown inside abort it
 * without a retry (they carry string codes the SDK does not retry). When contention outlasts
 * every attempt, nothing was written and the caller gets a `RateLimited` to try again: never a
 * second write and never a partial one.
 */
export async function runTransaction<T>(
  db: Firestore,
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.runTransaction(update, { maxAttempts: MAX_ATTEMPTS });
  } catch (error) {
    if (grpcCode(error) === ABORTED) {
      throw new RateLimited(
        'Too many requests at once. Please try again in a moment.',
        1,
        `Firestore transaction still contended after ${MAX_ATTEMPTS} attempts`,
      );
    }
    throw error;
  }
}
