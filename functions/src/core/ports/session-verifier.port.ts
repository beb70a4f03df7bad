import type { ApiKeyScope } from '@thumbforge/contract';

/** The API key a request came with: only what its scopes cover passes. */
export interface ApiKeyGrant {
  id: string;
  /** Where the key is stored, for counting its calls. */
  keyHash: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** Who a verified session token (or API key) belongs to. */
export interface VerifiedSession {
  userId: string;
  sessionId: string;
  /** When the token stops verifying (its `exp`): a long-lived stream opened with it ends then. */
  expiresAt?: Date;
  /** Set when the bearer was an API key rather than a signed-in session. */
  apiKey?: ApiKeyGrant;
}

/** Checks a bearer session token; rejects with `Unauthenticated` when it is not a live session token. */
export interface SessionVerifier {
  verify(token: string): Promise<VerifiedSession>;
}
