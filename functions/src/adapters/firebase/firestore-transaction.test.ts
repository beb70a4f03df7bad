import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { InsufficientTokens, RateLimited } from '../../core/errors.js';
import { isAlreadyExists, runTransaction } from './firestore-transaction.js';

/** A Firestore whose runTransaction fails (or not) the way the SDK reports it, without a server. */
function firestoreThat(outcome: { fails?: unknown }) {
  const calls: { maxAttempts?: number }[] = [];
  const db = {
    async runTransaction<T>(
      update: (transaction: Transaction) => Promise<T>,
      options: { maxAttempts?: number },
    ): Promise<T> {
      calls.push(options);
      if (outcome.fails) throw outcome.fails;
      return update({} as Transaction);
    },
  } as unknown as Firestore;
  return { db, calls };
}

const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('runTransaction', () => {
  it('answers what the transaction function answers, allowing several attempts', async () => {
    const { db, calls } = firestoreThat({});
    expect(await runTransaction(db, async () => 'done')).toBe('done');
    expect(calls[0]?.maxAttempts).toBeGreaterThan(5);
  });

  it('turns contention that outlasted every attempt (ABORTED) into a RateLimited to retry', async () => {
    const { db } = firestoreThat({ fails: grpcError(10, '10 ABORTED: Too much contention') });
    const failure = runTransaction(db, async () => 'never');
    await expect(failure).rejects.toBeInstanceOf(RateLimited);
    await expect(failure).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests at once. Please try again in a moment.',
      retryAfterSeconds: 1,
    });
  });

  it('passes other failures through unchanged', async () => {
    const unavailable = grpcError(14, '14 UNAVAILABLE: no connection');
    await expect(
      runTransaction(firestoreThat({ fails: unavailable }).db, async () => 1),
    ).rejects.toBe(unavailable);
    const refused = new InsufficientTokens('Not enough tokens to continue');
    await expect(runTransaction(firestoreThat({ fails: refused }).db, async () => 1)).rejects.toBe(
      refused,
    );
  });

  it('recognises ALREADY_EXISTS and nothing else as a taken document id', () => {
    expect(isAlreadyExists(grpcError(6, '6 ALREADY_EXISTS'))).toBe(true);
    expect(isAlreadyExists(grpcError(10, '10 ABORTED'))).toBe(false);
    expect(isAlreadyExists(new Error('plain'))).toBe(false);
    expect(isAlreadyExists(null)).toBe(false);
  });
});
