import { LIMITS, type User } from '@thumbforge/contract';
import { Unauthenticated } from '../errors.js';
import type { IdentityDirectory } from '../ports/identity-directory.port.js';
import type { UserRecord, UserStore } from '../ports/user-store.port.js';

export interface CurrentUserPorts {
  users: UserStore;
  directory: IdentityDirectory;
}

/**
 * The signed-in user, created on first sight with the free signup tokens. The `signup` ledger key
 * makes the grant happen once however many first calls race.
 */
export async function getOrCreateCurrentUser(
  userId: string,
  ports: CurrentUserPorts,
): Promise<User> {
  const existing = await ports.users.get(userId);
  if (existing) return toUser(existing);

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

function toUser(record: UserRecord): User {
  return {
    id: record.id,
    tokenBalance: record.tokenBalance,
    fullName: record.fullName,
    firstName: record.firstName,
    emailAddresses: record.emailAddresses.map((emailAddress) => ({ emailAddress })),
    preferences: record.preferences,
  };
}
