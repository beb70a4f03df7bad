import { LIMITS, MESSAGES, type User } from '@thumbforge/contract';
import { deleteAfter, isPastDeletion } from '../accounts/retention-rules.js';
import { Unauthenticated } from '../errors.js';
import type { IdentityDirectory } from '../ports/identity-directory.port.js';
import type { UserRecord, UserStore } from '../ports/user-store.port.js';

export interface CurrentUserPorts {
  users: UserStore;
  directory: IdentityDirectory;
  now: () => Date;
}

/**
 * The signed-in user, created on first sight with the free signup tokens. The `signup` ledger key
 * makes the grant happen once however many first calls race. `alreadyRead` is the record this
 * request has read already (null: it was not there), so a request reads its user once.
 */
export async function getOrCreateCurrentUser(
  userId: string,
  ports: CurrentUserPorts,
  alreadyRead?: UserRecord | null,
): Promise<User> {
  const existing = alreadyRead === undefined ? await ports.users.get(userId) : alreadyRead;
  if (existing) {
    // Between the deadline and the sweep that deletes it, a closed account is already gone.
    if (isPastDeletion(existing.closedAt, ports.now())) {
      throw new Unauthenticated(MESSAGES.accountDeleted, `user ${userId} is past deletion`);
    }
    return toUser(existing);
  }

  const profile = await ports.directory.findProfile(userId);
  if (!profile) {
    throw new Unauthenticated('Please sign in to continue', `no identity for user ${userId}`);
  }
  const { user } = await ports.users.createWithOpeningEntry(userId, profile, {
    key: 'signup',
    delta: LIMITS.freeTokens,
    reason: 'signup',
  });
  return toUser(user);
}

export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    tokenBalance: record.tokenBalance,
    fullName: record.fullName,
    firstName: record.firstName,
    emailAddresses: record.emailAddresses.map((emailAddress) => ({ emailAddress })),
    preferences: record.preferences,
    ...(record.brandKit ? { brandKit: record.brandKit } : {}),
    ...(record.closedAt
      ? { closedAt: record.closedAt, deleteAfter: deleteAfter(record.closedAt) }
      : {}),
    ...(record.linksValidFrom ? { linksValidFrom: record.linksValidFrom } : {}),
  };
}
