import type { Preferences } from '@thumbforge/contract';
import type { LedgerWrite } from './token-ledger.port.js';

export interface Profile {
  fullName: string;
  firstName: string;
  emailAddresses: string[];
}

/** The `users/{uid}` document. */
export interface UserRecord extends Profile {
  id: string;
  tokenBalance: number;
  preferences: Preferences;
  createdAt: string;
}

export interface UserStore {
  get(userId: string): Promise<UserRecord | null>;
  /** Users with this email address among theirs, compared without case; for admin tools. */
  findByEmail(email: string): Promise<UserRecord[]>;
  /**
   * Creates the user and writes its opening ledger entry in one transaction. When the user
  /** Users with this email address among theirs, compared without case; for admin tools. */
  findByEmail(email: string): Promise<UserRecord[]>;
   * already exists nothing changes, so concurrent first calls create it exactly once.
   */
  createWithOpeningEntry(
    userId: string,
    profile: Profile,
    opening: LedgerWrite,
  ): Promise<{ user: UserRecord; created: boolean }>;
}
