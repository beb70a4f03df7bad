/** An email + password account of the embedded identity service. */
export interface LocalAccount {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

/** A sign-in session; only the hash of the cookie's secret is stored. */
export interface LocalSession {
  /** Public id, the `sid` claim of its tokens. */
  id: string;
  secretHash: string;
  accountId: string;
  createdAt: string;
  expiresAt: string;
}

/** A one-time password reset link; only the hash of the link's token is stored. */
export interface LocalPasswordReset {
  tokenHash: string;
  accountId: string;
  createdAt: string;
  expiresAt: string;
}

export interface LocalAccountStore {
  /** Emails are unique: a second account with the same email is not stored. */
  createAccount(account: LocalAccount): Promise<'created' | 'email-taken'>;
  findAccountByEmail(email: string): Promise<LocalAccount | null>;
  findAccountById(id: string): Promise<LocalAccount | null>;
  createSession(session: LocalSession): Promise<void>;
  /** The session when it exists, has not ended and has not expired at `now`. */
  findLiveSession(secretHash: string, now: Date): Promise<LocalSession | null>;
  /** Whether the session with this public id exists, has not ended and has not expired at `now`. */
  isSessionLive(sessionId: string, now: Date): Promise<boolean>;
  endSession(secretHash: string, now: Date): Promise<void>;
  createPasswordReset(reset: LocalPasswordReset): Promise<void>;
  /**
   * In one step: uses the reset (unused, not expired at `now`), sets the account's password hash
   * and ends all its sessions. Answers the account's id, or null when the link cannot be used.
   */
  redeemPasswordReset(tokenHash: string, passwordHash: string, now: Date): Promise<string | null>;
  /** Deletes the account with its sessions; an unknown id is no error. */
  deleteAccount(id: string): Promise<void>;
}
