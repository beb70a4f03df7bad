import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '@thumbforge/contract';
import type { RateLimitRules } from '../http/middleware/rate-limit.js';
import { parsePortChoices, type PortChoices } from './port-choices.js';
import { parseRateLimitRules } from './rate-limit-settings.js';
import { checkSeller, invoicingOf, sellerVariables } from './seller-settings.js';
import type { Invoicing } from '../core/payments/invoicing.js';

/** Unset and empty variables are the same thing in a shell, so both fall back to the default. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const origin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}, 'each entry must be an origin such as https://app.example.com (scheme and host, no path or trailing slash)');

const envSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535)),
    DATA_DIR: optional(z.string()),
    PUBLIC_ORIGIN: optional(
      z
        .string()
        .transform((list) =>
          list
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        )
        .pipe(z.array(origin).min(1, 'list at least one origin')),
    ),
    SUPPORT_EMAIL: optional(z.email('must be an email address')),
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: optional(z.enum(['true', 'false'])),
    WEB_DIST: optional(z.string()),
    RAZORPAY_KEY_ID: optional(z.string().trim().min(1)),
    RAZORPAY_KEY_SECRET: optional(z.string().trim().min(1)),
    RAZORPAY_WEBHOOK_SECRET: optional(z.string().trim().min(1)),
    SANDBOX_RAZORPAY_KEY_SECRET: optional(z.string().trim().min(1)),
    SANDBOX_RAZORPAY_WEBHOOK_SECRET: optional(z.string().trim().min(1)),
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: optional(z.enum(['true', 'false'])),
    IMAGES_PER_GENERATION: optional(
      z.coerce.number().int().min(1, 'must be 1 to 4').max(4, 'must be 1 to 4'),
    ),
    GENERATION_TIMEOUT_SECONDS: optional(
      z.coerce.number().positive('must be a number of seconds above 0'),
    ),
    STALE_RESERVATION_MINUTES: optional(
      z.coerce.number().min(0, 'must be a number of minutes, 0 or more'),
    ),
    ...sellerVariables,
  })
  .superRefine(checkSeller);

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

export interface Env {
  port: number;
  /** Absolute. */
  dataDir: string;
  /** Origins the web app is served from: the allowed `azp` of session tokens. */
  publicOrigins: string[];
  /** False when `publicOrigins` was derived from the port rather than set. */
  publicOriginsSet: boolean;
  supportEmail: string;
  nodeEnv: 'development' | 'production' | 'test';
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
  rateLimits: RateLimitRules;
  /** The seller on receipts and tax invoices (a GSTIN makes them tax invoices), SAC and GST rate. */
  invoicing: Invoicing;
  /** The adapter behind each port: the server's defaults, each one switchable by its variable. */
  ports: PortChoices;
  /** The variables read, for the settings of the chosen providers (Clerk, Firebase, Vertex). */
  source: Record<string, string | undefined>;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_IMAGES_PER_GENERATION = 2;
export const DEFAULT_GENERATION_TIMEOUT_SECONDS = 120;
export const DEFAULT_STALE_RESERVATION_MINUTES = 5;

export function defaultOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const raw = result.data;
  const port = raw.PORT ?? DEFAULT_PORT;
  return {
    port,
    dataDir: resolve(cwd, raw.DATA_DIR ?? '.data'),
    publicOrigins: raw.PUBLIC_ORIGIN ?? defaultOrigins(port),
    publicOriginsSet: raw.PUBLIC_ORIGIN !== undefined,
    supportEmail: raw.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    nodeEnv: raw.NODE_ENV ?? 'development',
    allowLocalIdentityInProduction: raw.ALLOW_LOCAL_IDENTITY_IN_PRODUCTION === 'true',
    webDist: raw.WEB_DIST ? resolve(cwd, raw.WEB_DIST) : null,
    ...razorpayEnv(raw),
    sandboxSecrets: {
      keySecret: raw.SANDBOX_RAZORPAY_KEY_SECRET,
      webhookSecret: raw.SANDBOX_RAZORPAY_WEBHOOK_SECRET,
    },
    allowSandboxPaymentsInProduction: raw.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION === 'true',
    imagesPerGeneration: raw.IMAGES_PER_GENERATION ?? DEFAULT_IMAGES_PER_GENERATION,
    generationTimeoutMs:
      (raw.GENERATION_TIMEOUT_SECONDS ?? DEFAULT_GENERATION_TIMEOUT_SECONDS) * 1000,
    staleReservationMs:
      (raw.STALE_RESERVATION_MINUTES ?? DEFAULT_STALE_RESERVATION_MINUTES) * 60_000,
    rateLimits: parseRateLimitRules(source),
    invoicing: invoicingOf(raw),
    ports: parsePortChoices('server', source),
    source,
  };
}

function razorpayEnv(raw: z.output<typeof envSchema>): Pick<Env, 'razorpay' | 'razorpayMissing'> {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = raw;
  const webhookSecret = raw.RAZORPAY_WEBHOOK_SECRET;
  if (keyId && keySecret && webhookSecret) {
    return { razorpay: { keyId, keySecret, webhookSecret }, razorpayMissing: [] };
  }
  const missing = RAZORPAY_VARIABLES.filter((name) => !raw[name]);
  return {
    razorpay: null,
    razorpayMissing: missing.length < RAZORPAY_VARIABLES.length ? missing : [],
  };
}
