import type { BrandKit, Preferences } from '@thumbforge/contract';
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
  /** The brand kit kept with the user (issue 23); null or absent without one. */
  brandKit?: BrandKit | null;
  createdAt: string;
  /** When the user closed the account; null while it is open. */
  closedAt: string | null;
  /**
   * When the account was last reopened, null or absent if never: a file link signed before it is
   * refused, so reopening does not revive the links of before closing.
   */
  linksValidFrom?: string | null;
}

export interface UserStore {
  get(userId: string): Promise<UserRecord | null>;
  /** Users with this email address among theirs, compared without case; for admin tools. */
  findByEmail(email: string): Promise<UserRecord[]>;
  /**
   * Creates the user and writes its opening ledger entry in one transaction. When the user
   * already exists nothing changes, so concurrent first calls create it exactly once.
   */
  createWithOpeningEntry(
    userId: string,
    profile: Profile,
    opening: LedgerWrite,
  ): Promise<{ user: UserRecord; created: boolean }>;
  /** Sets or clears `closedAt`; the updated user, or null when there is no such user. */
  setClosedAt(userId: string, closedAt: string | null): Promise<UserRecord | null>;
  /** Clears `closedAt` and sets `linksValidFrom` in one write; null when there is no such user. */
  reopen(userId: string, linksValidFrom: string): Promise<UserRecord | null>;
  /** Users whose `closedAt` is before `cutoff`, oldest first, at most `limit`. */
  listClosedBefore(cutoff: Date, limit: number): Promise<UserRecord[]>;
  /** Deletes the user document with its ledger (and so its preferences); absent is no error. */
  delete(userId: string): Promise<void>;
}
