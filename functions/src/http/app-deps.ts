import type { RuntimeConfig } from '@thumbforge/contract';
import type { LocalIdentityPorts } from '../core/local-identity/local-identity-ports.js';
import type { IdentityDirectory } from '../core/ports/identity-directory.port.js';
import type { Logger } from '../core/ports/logger.port.js';
import type { SessionVerifier } from '../core/ports/session-verifier.port.js';
import type { TokenLedger } from '../core/ports/token-ledger.port.js';
import type { UserStore } from '../core/ports/user-store.port.js';

/** Everything the HTTP app needs, chosen by a composition root (embedded or Firebase). */
export interface AppDeps {
  logger: Logger;
  runtimeConfig: RuntimeConfig;
  sessions: SessionVerifier;
  users: UserStore;
  directory: IdentityDirectory;
  ledger: TokenLedger;
  /** Present only when the embedded identity service runs; mounts `/local-auth/*`. */
  localIdentity?: LocalIdentityPorts;
}
