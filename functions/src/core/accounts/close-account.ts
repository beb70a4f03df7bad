import { MESSAGES, type CloseAccountResponse, type User } from '@thumbforge/contract';
import { Conflict, Unauthenticated } from '../errors.js';
import {
  getOrCreateCurrentUser,
  toUser,
  type CurrentUserPorts,
} from '../users/get-or-create-current-user.js';
import { deleteAfter } from './retention-rules.js';

export type CloseAccountPorts = CurrentUserPorts;

/** Closes an open account now; a closed one keeps its first `closedAt`. Answers the `closedAt`. */
export async function markClosed(
  user: { id: string; closedAt?: string | null },
  ports: Pick<CloseAccountPorts, 'users' | 'now'>,
): Promise<string> {
  if (user.closedAt) return user.closedAt;
  const closedAt = ports.now().toISOString();
  await ports.users.setClosedAt(user.id, closedAt);
  return closedAt;
}

/**
 * Closes the caller's account now: read-only from this moment, deleted after 30 days. Closing a
 * closed account keeps its first `closedAt`, so a retry never moves the deadline.
 */
export async function closeAccount(
  userId: string,
  ports: CloseAccountPorts,
): Promise<CloseAccountResponse> {
  const closedAt = await markClosed(await getOrCreateCurrentUser(userId, ports), ports);
  return { closedAt, deleteAfter: deleteAfter(closedAt) };
}

/** Reopens a closed account within its 30 days (after them the account is gone: 401). */
export async function reopenAccount(userId: string, ports: CloseAccountPorts): Promise<User> {
  const user = await getOrCreateCurrentUser(userId, ports);
  if (!user.closedAt) throw new Conflict(MESSAGES.accountNotClosed, `user ${userId} is open`);
  const reopened = await ports.users.reopen(userId, ports.now().toISOString());
  if (!reopened) throw new Unauthenticated(MESSAGES.accountDeleted, `user ${userId} is gone`);
  return toUser(reopened);
}
