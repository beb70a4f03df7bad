import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL, gstState } from '@thumbforge/contract';

/**
 * The processes that read the environment: the embedded server (`npm start`), the Cloud Function
 * `api` with its scheduled functions, the admin command (`npm run admin`) and the payments
 * reconciler (`functions/lib/reconcile-payments.js`).
 */
export const RUNTIMES = ['server', 'function', 'admin', 'reconciler'] as const;
export type Runtime = (typeof RUNTIMES)[number];

export interface VariableSpec {
  /** Checks a set value (blank counts as unset) and turns it into what the code uses. */
  schema: z.ZodType;
  /** The value when unset, checked by `schema` like a set one. */
  default?: string;
  /** What happens when unset, where that is not one value. */
  unset?: string;
  /** One line for the README's table, written for whoever configures a runtime. */
  doc: string;
  runtimes: readonly Runtime[];
  /**
   * How a deploy asks for it: a Secret Manager secret, or a param in functions/.env.<project>
   * that the deploy requires or that falls back to the default.
   */
  functionParam?: 'secret' | 'required' | 'optional';
}

/** Gemini 3.1 Flash Image on Vertex AI; see the README's "The image model" before changing it. */
export const DEFAULT_VERTEX_IMAGE_MODEL = 'gemini-3.1-flash-image';
/** A file link key as long as the signatures it makes (HMAC-SHA256), so it cannot be guessed. */
export const FILE_LINK_KEY_MIN_LENGTH = 32;

const ALL: readonly Runtime[] = RUNTIMES;
const APP: readonly Runtime[] = ['server', 'function'];

const seconds = z.coerce
  .number({ error: 'must be a number of seconds above 0' })
  .positive('must be a number of seconds above 0');
const PAYMENTS: readonly Runtime[] = ['server', 'function', 'admin', 'reconciler'];
const FIREBASE: readonly Runtime[] = ['server', 'function', 'admin'];

const text = z.string().trim();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: `must be ${options.join(' or ')}` });
const perMinute = z.coerce
  .number({ error: 'must be a whole number of requests per minute, 1 or more' })
  .int('must be a whole number of requests per minute, 1 or more')
  .min(1, 'must be a whole number of requests per minute, 1 or more');

const origin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}, 'each entry must be an origin such as https://app.example.com (scheme and host, no path or trailing slash)');

const originList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(origin).min(1, 'list at least one origin'));

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://europe-west4-aiplatform.googleapis.com');

const firebaseConfig = z
  .string()
  .transform((json, context) => {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON, as Cloud Functions sets it' });
      return z.NEVER;
    }
  })
  .pipe(z.object({ projectId: z.string().optional(), storageBucket: z.string().optional() }));

const PORT_CHOICE =
  "the runtime's (see [Which adapter runs behind each port](#which-adapter-runs-behind-each-port))";

/**
 * Every environment variable a runtime reads, once: how it is checked, its default, what it does
 * and who reads it. `readConfig` validates them all at start; the README's table is made from it.
 */
export const CONFIG_VARIABLES = {
  PORT: {
    schema: z.coerce
      .number({ error: 'must be a port number, 0 to 65535' })
      .int('must be a port number, 0 to 65535')
      .min(0, 'must be a port number, 0 to 65535')
      .max(65535, 'must be a port number, 0 to 65535'),
    default: '3000',
    doc: 'port of the embedded server (`0` picks a free one)',
    runtimes: ['server'],
  },
  DATA_DIR: {
    schema: text,
    default: '.data',
    doc: "the embedded runtime's SQLite database, files and generated keys (session signing, file URLs, sandbox payment secrets), relative to the working directory",
    runtimes: ALL,
  },
  PUBLIC_ORIGIN: {
    schema: originList,
    unset: 'server: `http://localhost:$PORT,http://127.0.0.1:$PORT`; function: required',
    doc: 'the origins the web app is served from (comma-separated); session tokens whose `azp` is another origin are refused; an `https:` origin turns on HSTS; the admin command links to the first',
    runtimes: FIREBASE,
    functionParam: 'required',
  },
  TRUST_PROXY_HOPS: {
    schema: z.coerce
      .number({ error: 'must be a whole number from 0 to 10' })
      .int('must be a whole number from 0 to 10')
      .min(0, 'must be a whole number from 0 to 10')
      .max(10, 'must be a whole number from 0 to 10'),
    unset: "server: no proxy; function: `2` (Hosting and Google's front end)",
    doc: "how many reverse proxies in front of the server to believe `X-Forwarded-For`/`-Proto` from (the address rate limits count by, secure cookies); `1` behind one TLS-terminating proxy or on the function's own URL",
    runtimes: APP,
  },
  SUPPORT_EMAIL: {
    schema: z.email('must be an email address'),
    default: DEFAULT_SUPPORT_EMAIL,
    doc: 'the support address shown on every page and receipt',
    runtimes: PAYMENTS,
    functionParam: 'optional',
  },
  NODE_ENV: {
    schema: choice(['development', 'production', 'test']),
    default: 'development',
    doc: '`production` makes the local identity service and the sandbox gateway refuse to start unless allowed (the two `ALLOW_*` below)',
    runtimes: ALL,
  },
  ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: {
    schema: flag,
    default: 'false',
    doc: '`true` lets the local sign-in service run with `NODE_ENV=production`',
    runtimes: APP,
  },
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: {
    schema: flag,
    default: 'false',
    doc: '`true` lets the sandbox gateway, which takes no real money, run with `NODE_ENV=production`',
    runtimes: PAYMENTS,
  },
  WEB_DIST: {
    schema: text,
    unset: '`web/dist` beside the server',
    doc: 'the built web app the embedded server serves, relative to the working directory',
    runtimes: ['server'],
  },
  DATABASE: {
    schema: choice(['sqlite', 'firestore']),
    unset: PORT_CHOICE,
    doc: 'the database: SQLite in `DATA_DIR` or Firestore',
    runtimes: APP,
  },
  FILES: {
    schema: choice(['disk', 'cloud-storage']),
    unset: PORT_CHOICE,
    doc: 'where photos and thumbnails are kept: `DATA_DIR` or Cloud Storage',
    runtimes: APP,
  },
  IDENTITY: {
    schema: choice(['local', 'clerk']),
    unset: PORT_CHOICE,
    doc: 'sign-in: the local identity service or Clerk',
    runtimes: APP,
  },
  IMAGE_MODEL: {
    schema: choice(['local', 'vertex']),
    unset: PORT_CHOICE,
    doc: 'what paints the art: the local renderer alone, or Gemini on Vertex AI beside it (its variants join each reply as they arrive)',
    runtimes: APP,
  },
  PAYMENTS: {
    schema: choice(['sandbox', 'razorpay']),
    unset: PORT_CHOICE,
    doc: 'the payment gateway: the sandbox or Razorpay',
    runtimes: APP,
  },
  LIVE_DATA: {
    schema: choice(['sse', 'firestore']),
    unset: PORT_CHOICE,
    doc: "how open tabs hear of changes: the server's event stream or Firestore listeners",
    runtimes: APP,
  },
  RAZORPAY_KEY_ID: {
    schema: text,
    doc: 'Razorpay API key id; with the two below, real Razorpay orders and Checkout instead of the sandbox gateway, and refunds from the admin command',
    runtimes: PAYMENTS,
    functionParam: 'required',
  },
  RAZORPAY_KEY_SECRET: {
    schema: text,
    doc: 'Razorpay API key secret',
    runtimes: PAYMENTS,
    functionParam: 'secret',
  },
  RAZORPAY_WEBHOOK_SECRET: {
    schema: text,
    doc: "secret of Razorpay's webhook to `/api/v1/payment/webhook`",
    runtimes: PAYMENTS,
    functionParam: 'secret',
  },
  SANDBOX_RAZORPAY_KEY_SECRET: {
    schema: text,
    unset: 'generated into `DATA_DIR`',
    doc: "the sandbox gateway's key secret (signs its payments as Razorpay's would)",
    runtimes: PAYMENTS,
  },
  SANDBOX_RAZORPAY_WEBHOOK_SECRET: {
    schema: text,
    unset: 'generated into `DATA_DIR`',
    doc: "the sandbox gateway's webhook secret",
    runtimes: PAYMENTS,
  },
  SELLER_LEGAL_NAME: {
    schema: text.min(1).max(200),
    default: 'ThumbForge',
    doc: 'the seller printed on receipts, tax invoices and credit notes',
    runtimes: PAYMENTS,
    functionParam: 'optional',
  },
  SELLER_ADDRESS: {
    schema: text.max(500),
    default: '',
    doc: "the seller's address on one line (`;` starts a new printed line)",
    runtimes: PAYMENTS,
    functionParam: 'optional',
  },
  SELLER_STATE: {
    schema: text.refine(
      (code) => gstState(code) !== undefined,
      'must be a two-digit GST state code, such as 29',
    ),
    doc: "the seller's two-digit GST state code (`29` for Karnataka)",
    runtimes: PAYMENTS,
    functionParam: 'optional',
  },
  SELLER_GSTIN: {
    schema: text.toUpperCase(),
    doc: "set: every sale gets a GST tax invoice and every refund or dispute a credit note, and checkout asks the buyer's name and state; checked at start (15 characters, the `SELLER_STATE` prefix, the check character), and needs `SELLER_LEGAL_NAME`, `SELLER_ADDRESS` and `SELLER_STATE`. Unset: the PDF is a receipt, never a tax invoice, printing the billing details the buyer gave (name, state, and a business's GSTIN and address); a buyer who gave a GSTIN reads on it why it is not a tax invoice",
    runtimes: PAYMENTS,
    functionParam: 'optional',
  },
  INVOICE_SAC: {
    schema: text.regex(/^99\d{4}$/, 'must be a six-digit SAC, such as 998431'),
    // Services Accounting Code 998431: online text, audio and video content (GST notification 11/2017).
    default: '998431',
    doc: 'the Services Accounting Code on invoices (online content)',
    runtimes: PAYMENTS,
    functionParam: 'optional',
  },
  GST_RATE_PERCENT: {
    schema: z.coerce
      .number({ error: 'must be a percentage above 0' })
      .positive('must be a percentage above 0')
      .max(28, 'must be at most 28'),
    default: '18',
    doc: "the GST rate plan prices include (CGST and SGST at half each in the seller's state, IGST elsewhere)",
    runtimes: PAYMENTS,
    functionParam: 'optional',
  },
  IMAGES_PER_GENERATION: {
    schema: z.coerce
      .number({ error: 'must be 1 to 4' })
      .int('must be 1 to 4')
      .min(1, 'must be 1 to 4')
      .max(4, 'must be 1 to 4'),
    default: '2',
    doc: 'thumbnails made per generation (1 to 4)',
    runtimes: APP,
    functionParam: 'optional',
  },
  GENERATION_TIMEOUT_SECONDS: {
    schema: z.coerce
      .number({ error: 'must be a number of seconds above 0' })
      .positive('must be a number of seconds above 0'),
    default: '120',
    doc: 'a model slower than this fails the request and refunds the token',
    runtimes: APP,
  },
  HEADERS_TIMEOUT_SECONDS: {
    schema: seconds,
    default: '15',
    doc: "a client slower than this to send a request's headers is answered 408 and disconnected",
    runtimes: ['server'],
  },
  REQUEST_TIMEOUT_SECONDS: {
    schema: seconds,
    default: '60',
    doc: 'a request (headers and body, an upload included) must arrive within this, or it is answered 408 and disconnected; an upload is read before it waits for a pixel slot',
    runtimes: ['server'],
  },
  PIXEL_QUEUE_TIMEOUT_SECONDS: {
    schema: seconds,
    default: '30',
    doc: 'a generation, edit, check or other pixel work that waits longer than this for its turn is answered 503, with nothing charged',
    runtimes: APP,
  },
  STALE_RESERVATION_MINUTES: {
    schema: z.coerce
      .number({ error: 'must be a number of minutes, 0 or more' })
      .min(0, 'must be a number of minutes, 0 or more'),
    default: '5',
    doc: 'at start, tokens reserved by generations older than this that never finished (a crash) are refunded',
    runtimes: ['server'],
  },
  RATE_LIMIT_SIGN_IN_PER_MINUTE: {
    schema: perMinute,
    default: '20',
    doc: 'limit on sign-in and sign-up per address and, separately, per account named (429 with `Retry-After`)',
    runtimes: APP,
  },
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: {
    schema: perMinute,
    // Generous: many users share one address (carrier-grade NAT, offices); the per-user
    // limits are the tight ones.
    default: '1200',
    doc: 'per-address limit on all API calls; API paths match only as written (case, trailing slash), so no other spelling escapes a limit',
    runtimes: APP,
  },
  RATE_LIMIT_WRITES_PER_MINUTE: {
    schema: perMinute,
    default: '120',
    doc: 'per-user limit on writes; one zip download at a time per user',
    runtimes: APP,
  },
  RATE_LIMIT_GENERATIONS_PER_MINUTE: {
    schema: perMinute,
    default: '30',
    doc: "per-user limit on generations and edits (at most 2 run at once regardless; see [Bounded work](#bounded-work) for the pixel work's own limits)",
    runtimes: APP,
  },
  CLERK_PUBLISHABLE_KEY: {
    schema: text,
    doc: "Clerk's publishable key (`IDENTITY=clerk`)",
    runtimes: APP,
    functionParam: 'required',
  },
  CLERK_SECRET_KEY: {
    schema: text,
    doc: "Clerk's secret key: verifies sessions and deletes closed accounts' Clerk users (also in the admin command's `retention`)",
    runtimes: FIREBASE,
    functionParam: 'secret',
  },
  CLERK_JWT_KEY: {
    schema: text,
    doc: "Clerk's PEM public key: verifies sessions without fetching the JWKS",
    runtimes: APP,
    functionParam: 'optional',
  },
  CLERK_WEBHOOK_SECRET: {
    schema: text,
    unset: 'unset: `/api/v1/auth/clerk-webhook` is off',
    doc: "signing secret (`whsec_...`) of Clerk's webhook to `/api/v1/auth/clerk-webhook`",
    runtimes: APP,
    functionParam: 'optional',
  },
  WEB_FIREBASE_API_KEY: {
    schema: text,
    doc: "`apiKey` of the project's web app (Firebase console), for the browser's Firestore listeners (`LIVE_DATA=firestore`)",
    runtimes: APP,
    functionParam: 'required',
  },
  WEB_FIREBASE_APP_ID: {
    schema: text,
    doc: "`appId` of the project's web app (Firebase console)",
    runtimes: APP,
    functionParam: 'required',
  },
  VERTEX_PROJECT: {
    schema: text,
    unset: 'unset: the local renderer alone, unless `VERTEX_API_KEY` is set',
    doc: 'the project billed for Vertex AI images (see [The image model](#the-image-model))',
    runtimes: APP,
    functionParam: 'optional',
  },
  VERTEX_LOCATION: {
    schema: text,
    default: 'us-central1',
    doc: 'the Vertex AI region',
    runtimes: APP,
  },
  VERTEX_IMAGE_MODEL: {
    schema: text,
    default: DEFAULT_VERTEX_IMAGE_MODEL,
    doc: "Gemini's image model on Vertex AI",
    runtimes: APP,
  },
  VERTEX_API_KEY: {
    schema: text.min(1, 'must not be empty'),
    unset: "unset: the service account (the function's, or Application Default Credentials)",
    doc: 'a Vertex AI express-mode API key, sent instead of the service account; with it `VERTEX_PROJECT` may be left unset',
    runtimes: APP,
    functionParam: 'optional',
  },
  VERTEX_BASE_URL: {
    schema: httpUrl,
    unset: "unset: Google's endpoint for `VERTEX_LOCATION`",
    doc: 'where Vertex AI calls go: a regional endpoint, a Private Service Connect endpoint or a gateway',
    runtimes: APP,
    functionParam: 'optional',
  },
  FILE_LINK_KEY: {
    schema: text.min(
      FILE_LINK_KEY_MIN_LENGTH,
      `must be at least ${FILE_LINK_KEY_MIN_LENGTH} random characters`,
    ),
    unset: 'a key file in `DATA_DIR`; required on the function with Cloud Storage',
    doc: "signs the links the API serves images through, so every instance checks the others' links (e.g. `openssl rand -base64 32`)",
    runtimes: APP,
    functionParam: 'secret',
  },
  STORAGE_BUCKET: {
    schema: text,
    unset: '`storageBucket` in `FIREBASE_CONFIG`, else `<project>.firebasestorage.app`',
    doc: 'the Cloud Storage bucket (`FILES=cloud-storage`); a project made before 30 October 2024 has `<project>.appspot.com`, which Cloud Functions names in `FIREBASE_CONFIG`, and elsewhere needs setting',
    runtimes: FIREBASE,
  },
  FIREBASE_CONFIG: {
    schema: firebaseConfig,
    unset: 'set by Cloud Functions and the emulators',
    doc: 'JSON with the Firebase `projectId` and `storageBucket`',
    runtimes: FIREBASE,
  },
  GCLOUD_PROJECT: {
    schema: text,
    unset: 'set by Cloud Functions',
    doc: 'the Firebase project, when `FIREBASE_CONFIG` names none; needed whenever a port runs on Firebase, and turns the admin command to Firestore',
    runtimes: FIREBASE,
  },
  GOOGLE_CLOUD_PROJECT: {
    schema: text,
    doc: 'the Firebase project, as Google Cloud tools name it, when neither of the above does',
    runtimes: FIREBASE,
  },
  FIRESTORE_EMULATOR_HOST: {
    schema: text,
    doc: "`host:port` of the Firestore emulator, used instead of Firestore (by the browser too, with the Auth emulator's)",
    runtimes: FIREBASE,
  },
  FIREBASE_AUTH_EMULATOR_HOST: {
    schema: text,
    doc: "`host:port` of the Auth emulator, passed to the browser with the Firestore emulator's",
    runtimes: APP,
  },
} satisfies Record<string, VariableSpec>;

export type VariableName = keyof typeof CONFIG_VARIABLES;

type ValueOf<V extends VariableSpec> = V extends { default: string }
  ? z.output<V['schema']>
  : z.output<V['schema']> | undefined;

/** The environment, checked: each variable as its schema makes it, with its default applied. */
export type Config = { [K in VariableName]: ValueOf<(typeof CONFIG_VARIABLES)[K]> };
