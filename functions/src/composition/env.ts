import { resolve } from 'node:path';
import { readConfig, type Source } from '../config/read-config.js';
import type { Config } from '../config/variables.js';
import type { Invoicing } from '../core/payments/invoicing.js';
import type { RateLimitRules } from '../http/middleware/rate-limit.js';
import { parsePortChoices, type PortChoices } from './port-choices.js';
import { parseRateLimitRules } from './rate-limit-settings.js';

const RAZORPAY_VARIABLES = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** How long a client may take to send a request: Node's `headersTimeout` and `requestTimeout`. */
export interface RequestDeadlines {
  headersMs: number;
  requestMs: number;
}

export interface Env {
  port: number;
  /** Absolute. */
  dataDir: string;
  /** Origins the web app is served from: the allowed `azp` of session tokens. */
  publicOrigins: string[];
  /** False when `publicOrigins` was derived from the port rather than set. */
  publicOriginsSet: boolean;
  supportEmail: string;
  nodeEnv: Config['NODE_ENV'];
  allowLocalIdentityInProduction: boolean;
  /** Absolute; null means the build beside the server. */
  webDist: string | null;
  /** Set only when all three RAZORPAY_* variables are; otherwise the sandbox gateway runs. */
  razorpay: RazorpayCredentials | null;
  /** The RAZORPAY_* variables left unset when only some were set, for the sandbox banner. */
  razorpayMissing: string[];
  /** The sandbox's own secrets; each one unset is generated into DATA_DIR. */
  sandboxSecrets: { keySecret?: string; webhookSecret?: string };
  allowSandboxPaymentsInProduction: boolean;
  /** How many thumbnails one generation makes, 1 to 4. */
  imagesPerGeneration: number;
  /** How long the image model may take for one generation or edit before it is refunded. */
  generationTimeoutMs: number;
  /** Reservations older than this when the runtime opens were left by a stopped process. */
  staleReservationMs: number;
  /** How long a request's headers, and its whole request (an upload's body included), may take to arrive. */
  requestDeadlines: RequestDeadlines;
  /** How long a request may wait for its turn at pixel work. */
  pixelQueueTimeoutMs: number;
  rateLimits: RateLimitRules;
  /** The seller on receipts and tax invoices (a GSTIN makes them tax invoices), SAC and GST rate. */
  invoicing: Invoicing;
  /** The adapter behind each port: the server's defaults, each one switchable by its variable. */
  ports: PortChoices;
  /** Proxies in front of the server whose `X-Forwarded-For` is believed; null: none. */
  trustProxyHops: number | null;
  /** Every variable, checked, for the settings of the chosen providers (Clerk, Firebase, Vertex). */
  config: Config;
}

export function defaultOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** The seller on receipts; a GSTIN (checked with its name, address and state) makes tax invoices. */
function invoicingOf(config: Config): Invoicing {
  return {
    seller: {
      legalName: config.SELLER_LEGAL_NAME,
      address: config.SELLER_ADDRESS,
      state: config.SELLER_STATE ?? null,
      gstin: config.SELLER_GSTIN ?? null,
    },
    sac: config.INVOICE_SAC,
    ratePercent: config.GST_RATE_PERCENT,
  };
}

/** What the embedded runtime, the admin command and the reconciler use, from the checked variables. */
export function envOf(config: Config, cwd: string = process.cwd()): Env {
  const port = config.PORT;
  return {
    port,
    dataDir: resolve(cwd, config.DATA_DIR),
    publicOrigins: config.PUBLIC_ORIGIN ?? defaultOrigins(port),
    publicOriginsSet: config.PUBLIC_ORIGIN !== undefined,
    supportEmail: config.SUPPORT_EMAIL,
    nodeEnv: config.NODE_ENV,
    allowLocalIdentityInProduction: config.ALLOW_LOCAL_IDENTITY_IN_PRODUCTION,
    webDist: config.WEB_DIST ? resolve(cwd, config.WEB_DIST) : null,
    ...razorpayEnv(config),
    sandboxSecrets: {
      keySecret: config.SANDBOX_RAZORPAY_KEY_SECRET,
      webhookSecret: config.SANDBOX_RAZORPAY_WEBHOOK_SECRET,
    },
    allowSandboxPaymentsInProduction: config.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION,
    imagesPerGeneration: config.IMAGES_PER_GENERATION,
    generationTimeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
    staleReservationMs: config.STALE_RESERVATION_MINUTES * 60_000,
    requestDeadlines: {
      headersMs: config.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
    },
    pixelQueueTimeoutMs: config.PIXEL_QUEUE_TIMEOUT_SECONDS * 1000,
    rateLimits: parseRateLimitRules(config),
    invoicing: invoicingOf(config),
    ports: parsePortChoices('server', config),
    trustProxyHops: config.TRUST_PROXY_HOPS ?? null,
    config,
  };
}

/** Reads the environment (the process's, unless given) once at start: see readConfig. */
export function parseEnv(source?: Source, cwd: string = process.cwd()): Env {
  return envOf(readConfig(source), cwd);
}

function razorpayEnv(config: Config): Pick<Env, 'razorpay' | 'razorpayMissing'> {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET;
  if (keyId && keySecret && webhookSecret) {
    return { razorpay: { keyId, keySecret, webhookSecret }, razorpayMissing: [] };
  }
  const missing = RAZORPAY_VARIABLES.filter((name) => !config[name]);
  return {
    razorpay: null,
    razorpayMissing: missing.length < RAZORPAY_VARIABLES.length ? missing : [],
  };
}
