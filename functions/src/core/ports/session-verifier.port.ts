/** Who a verified session token belongs to. */
export interface VerifiedSession {
  userId: string;
  sessionId: string;
  /** When the token stops verifying (its `exp`): a long-lived stream opened with it ends then. */
  expiresAt?: Date;
}

/** Checks a bearer session token; rejects with `Unauthenticated` when it is not a live session token. */
export interface SessionVerifier {
  verify(token: string): Promise<VerifiedSession>;
}
