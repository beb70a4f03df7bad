import { Conflict, InvalidInput, NotFound } from '../errors.js';
import type { UserRecord, UserStore } from '../ports/user-store.port.js';

/** The one user with this email address, for tools that name users the way support does. */
export async function findUserByEmail(
  email: string,
  users: Pick<UserStore, 'findByEmail'>,
): Promise<UserRecord> {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new InvalidInput(`"${email}" is not an email address`);
  }
  const found = await users.findByEmail(address);
  const [user] = found;
  if (!user) throw new NotFound(`No user has the email address ${address}`);
  if (found.length > 1) {
    throw new Conflict(
      `${found.length} users share the email address ${address}: ${found.map((u) => u.id).join(', ')}`,
    );
  }
  return user;
}
