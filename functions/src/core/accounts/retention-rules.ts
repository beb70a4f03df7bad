import { accountDeleteAfter, MESSAGES, RETENTION } from '@thumbforge/contract';
import { AccountClosed, Unauthenticated } from '../errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one rule of a closed account, whatever the route or database: from `closedAt` it may sign
 * in, read and download, but not write; it can be reopened until `deleteAfter`, when everything
 * personal is deleted.
 */
export const deleteAfter = accountDeleteAfter;

/** Accounts closed before this moment are due for deletion at `asOf`. */
export function closedAccountsCutoff(asOf: Date): Date {
  return new Date(asOf.getTime() - RETENTION.closedAccountDays * DAY_MS);
}

/** Whether a closed account's 30 days are over at `now` (it is deleted, or about to be). */
export function isPastDeletion(closedAt: string | null | undefined, now: Date): boolean {
  return closedAt != null && Date.parse(deleteAfter(closedAt)) <= now.getTime();
}

/** Refuses generation, edits, purchases and new chats while the account is closed. */
export function assertAccountOpen(user: { closedAt?: string | null }): void {
  if (user.closedAt) throw new AccountClosed(MESSAGES.accountClosed);
}

/**
 * The check of every signed-in request: past its deadline a closed account is gone (its data
 * deleted, or about to be by the next sweep); before it, it may read but not `write`. A user not
 * yet stored is a first call, open.
 */
export function assertAccountAllows(
  user: { id: string; closedAt?: string | null } | null,
  now: Date,
  write: boolean,
): void {
  if (!user) return;
  if (isPastDeletion(user.closedAt, now)) {
    throw new Unauthenticated(MESSAGES.accountDeleted, `user ${user.id} is past deletion`);
  }
  if (write) assertAccountOpen(user);
}

/** Images older than this at `asOf` are due for deletion. */
export function imagesCutoff(asOf: Date): Date {
  return new Date(asOf.getTime() - RETENTION.imageDays * DAY_MS);
}

/** Payment records created before this at `asOf` are past the 7 years tax law asks for. */
export function paymentsCutoff(asOf: Date): Date {
  const cutoff = new Date(asOf);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION.paymentYears);
  return cutoff;
}
