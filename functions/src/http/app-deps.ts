import type { RuntimeConfig } from '@thumbforge/contract';
import type { LocalIdentityPorts } from '../core/local-identity/local-identity-ports.js';
import type { SandboxCheckoutPorts } from '../core/payments/pay-in-sandbox.js';
import type { PaymentPorts } from '../core/payments/payment-ports.js';
import type { ChangeFeed } from '../core/ports/change-notifier.port.js';
import type { ChatStore } from '../core/ports/chat-store.port.js';
import type { FileStore } from '../core/ports/file-store.port.js';
import type { FileLinks, FileUrlSigner } from '../core/ports/file-url-signer.port.js';
import type { FirebaseTokenMinter } from '../core/ports/firebase-token-minter.port.js';
import type { IdentityDirectory } from '../core/ports/identity-directory.port.js';
import type { Logger } from '../core/ports/logger.port.js';
import type { MessageStore } from '../core/ports/message-store.port.js';
import type { PaymentRetention } from '../core/ports/payment-retention.port.js';
import type { PreferenceStore } from '../core/ports/preference-store.port.js';
import type { ApiKeyStore } from '../core/ports/api-key-store.port.js';
import type { BrandKitStore } from '../core/ports/brand-kit-store.port.js';
import type { BrandImaging } from '../core/ports/brand-imaging.port.js';
import type { SessionVerifier } from '../core/ports/session-verifier.port.js';
import type { TokenLedger } from '../core/ports/token-ledger.port.js';
import type { UserStore } from '../core/ports/user-store.port.js';
import type { PixelAdmission } from '../core/pixel-admission.js';
import type { ThumbnailPorts } from '../core/thumbnails/index.js';
import type { RateLimits } from './middleware/rate-limit.js';

/** Everything the HTTP app needs, chosen by a composition root (embedded or Firebase). */
export interface AppDeps {
  logger: Logger;
  runtimeConfig: RuntimeConfig;
  sessions: SessionVerifier;
  users: UserStore;
  directory: IdentityDirectory;
  ledger: TokenLedger;
  chats: ChatStore;
  messages: MessageStore;
  files: FileStore;
  now: () => Date;
  /** Orders, verification, webhooks and receipts. */
  payments: PaymentPorts;
  /** The image model, upload checks and compositing, reservations and zips of generations. */
  thumbnails: ThumbnailPorts;
  /** Who may start pixel work now: a share per user, a bounded number in the process. */
  pixelWork: PixelAdmission;
  /** How long an upload's body may take to arrive; it is read before the request waits for a slot. */
  uploadDeadlineMs: number;
  /** The most bytes of outputs that cost no token one creator may keep (language versions). */
  freeStorageBytes: number;
  /** What the AI remembers about each user (`users.preferences`). */
  preferences: PreferenceStore;
  /** Each creator's brand kit (`users.brandKit`, issue 23). */
  brandKits: BrandKitStore;
  /** API keys (issue 36): `sessions` already accepts them; these make, list and revoke them. */
  apiKeys: ApiKeyStore;
  /** Reading past thumbnails for a kit and normalising logos, off the request thread. */
  brandImaging: BrandImaging;
  /** Payment records under the retention rules (unlinked from deleted accounts, kept 7 years). */
  paymentRecords: PaymentRetention;
  /** Clerk's webhook signing secret (`whsec_...`); mounts `POST /auth/clerk-webhook` when set. */
  identityWebhookSecret?: string;
  /** Present only when the embedded identity service runs; mounts `/local-auth/*`. */
  localIdentity?: LocalIdentityPorts;
  /**
   * Embedded only: the live feed, where every write of the stores is announced (whichever process
   * made it); mounts `GET /events`.
   */
  changes?: ChangeFeed;
  /** Checks signed file links for `GET /files/*`, which serves every stored file. */
  fileUrls: FileUrlSigner;
  /** Signs file links when messages are read (messages store paths, never a link). */
  fileLinks: FileLinks;
  /** Embedded only, with the sandbox gateway: mounts `/sandbox/razorpay/pay`. */
  sandboxCheckout?: SandboxCheckoutPorts;
  /** Firebase only: mints custom tokens for Firestore listeners; mounts `POST /auth/firebase-token`. */
  firebaseTokens?: FirebaseTokenMinter;
  /** Per-address and per-user request limits (429 with `Retry-After`); none when absent. */
  rateLimits?: RateLimits;
}
