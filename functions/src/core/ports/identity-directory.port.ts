import type { Profile } from './user-store.port.js';

/** Where a signed-in user's name and email addresses come from (local accounts or Clerk). */
export interface IdentityDirectory {
  /** Null when the identity provider does not know the user. */
  findProfile(userId: string): Promise<Profile | null>;
  /** Deletes the sign-in identity (a closed account's last step); an unknown user is no error. */
  deleteIdentity(userId: string): Promise<void>;
}
