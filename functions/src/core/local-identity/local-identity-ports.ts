import type { LocalAccountStore } from '../ports/local-account-store.port.js';
import type { SessionTokenSigner } from '../ports/session-token-signer.port.js';

export interface LocalIdentityPorts {
  accounts: LocalAccountStore;
  signer: SessionTokenSigner;
  /** Origins a session token may be issued to (its `azp`). */
  allowedOrigins: readonly string[];
  now: () => Date;
}
