import type { CreatorPlan, User } from '@thumbforge/contract';
import type { Logger } from '../core/ports/logger.port.js';
import type { UserRecord } from '../core/ports/user-store.port.js';
import type { ApiKeyGrant, VerifiedSession } from '../core/ports/session-verifier.port.js';

// Typed `res.locals`: filled by the request-id and session middleware for the handlers after them.
declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string;
    log: Logger;
    session: VerifiedSession;
    /** Set by `requireCurrentUser`. */
    user: User;
    /** Set by `admitPixelWork`: the creator's plan and perks. */
    plan: CreatorPlan;
    /** Set by the rate-limit middleware on writes: counts them against the verified user's limits. */
    chargeUser?: (userId: string, apiKeyId?: string) => Promise<void>;
    /**
     * Set by the account gate: refuses what the user's account may not do now, and answers the
     * user's record it read (null when there is none yet).
     */
    checkAccount?: (userId: string) => Promise<UserRecord | null>;
    /** Set by `apiKeyUsage`: counts a key's call on its record and refuses it beyond its scopes. */
    admitKey?: (grant: ApiKeyGrant) => Promise<void>;
    /** Set by `requireSession` from the account gate's read, so `requireCurrentUser` reads no more. */
    userRecord?: UserRecord | null;
  }
}
