export interface SessionTokenClaims {
  userId: string;
  sessionId: string;
  /** The origin of the page the token is issued to (the `azp` claim). */
  authorizedParty: string;
}

/** Mints the short-lived session JWTs that the `SessionVerifier` accepts. */
export interface SessionTokenSigner {
  sign(claims: SessionTokenClaims): Promise<string>;
}
