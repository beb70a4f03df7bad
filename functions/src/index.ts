import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_SUPPORT_EMAIL, MESSAGES } from '@thumbforge/contract';
import { firebaseDeps } from './composition/firebase.js';
import { DEFAULT_IMAGES_PER_GENERATION } from './composition/env.js';
import { DEFAULT_GST_RATE_PERCENT, DEFAULT_INVOICE_SAC } from './composition/seller-settings.js';
import { parseTrustProxyHops } from './composition/rate-limit-settings.js';
import { runMaintenance, runRetention } from './composition/maintenance.js';
import type { AppDeps } from './http/app-deps.js';
import { createApp } from './http/create-app.js';

// Secrets live in Secret Manager (`firebase functions:secrets:set NAME`); public values are
// params, read from functions/.env.<project> at deploy time.
const clerkSecretKey = defineSecret('CLERK_SECRET_KEY');
const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');
// Signs the links the API serves files through (every instance checks the others' links).
const fileLinkKey = defineSecret('FILE_LINK_KEY');

const publicOrigin = defineString('PUBLIC_ORIGIN', {
  description: 'Origins the web app is served from, comma-separated (the allowed azp)',
});
const clerkPublishableKey = defineString('CLERK_PUBLISHABLE_KEY');
const clerkJwtKey = defineString('CLERK_JWT_KEY', {
  default: '',
  description: "Clerk's PEM public key: verifies sessions without fetching the JWKS (optional)",
});
const razorpayKeyId = defineString('RAZORPAY_KEY_ID');
const webFirebaseApiKey = defineString('WEB_FIREBASE_API_KEY', {
  description: "apiKey of the project's web app (Firebase console): the browser reads Firestore",
});
const webFirebaseAppId = defineString('WEB_FIREBASE_APP_ID', {
  description: "appId of the project's web app (Firebase console)",
});
const clerkWebhookSecret = defineString('CLERK_WEBHOOK_SECRET', {
  default: '',
  description:
    "Signing secret (whsec_...) of Clerk's webhook to /api/v1/auth/clerk-webhook; empty: off",
});
const vertexProject = defineString('VERTEX_PROJECT', {
  default: '',
  description: 'Project billed for Vertex AI images; empty uses the local renderer',
});
const supportEmail = defineString('SUPPORT_EMAIL', { default: DEFAULT_SUPPORT_EMAIL });
const imagesPerGeneration = defineString('IMAGES_PER_GENERATION', {
  default: String(DEFAULT_IMAGES_PER_GENERATION),
});
// The seller on receipts; with a GSTIN every sale gets a GST tax invoice (README, Configuration).
const SELLER_PARAMS = {
  SELLER_LEGAL_NAME: defineString('SELLER_LEGAL_NAME', { default: '' }),
  SELLER_ADDRESS: defineString('SELLER_ADDRESS', { default: '' }),
  SELLER_STATE: defineString('SELLER_STATE', {
    default: '',
    description: 'Two-digit GST state code of the seller, such as 29',
  }),
  SELLER_GSTIN: defineString('SELLER_GSTIN', { default: '' }),
  INVOICE_SAC: defineString('INVOICE_SAC', { default: DEFAULT_INVOICE_SAC }),
  GST_RATE_PERCENT: defineString('GST_RATE_PERCENT', {
    default: String(DEFAULT_GST_RATE_PERCENT),
  }),
};

const REGION = 'us-central1';
const SECRETS = [clerkSecretKey, razorpayKeySecret, razorpayWebhookSecret, fileLinkKey];

let deps: Promise<AppDeps> | undefined;
let app: Promise<Express> | undefined;

/** Param values exist only at runtime, so the adapters are composed on first use. */
function runtimeDeps(): Promise<AppDeps> {
  deps ??= firebaseDeps({
    ...process.env,
    PUBLIC_ORIGIN: publicOrigin.value(),
    CLERK_PUBLISHABLE_KEY: clerkPublishableKey.value(),
    CLERK_SECRET_KEY: clerkSecretKey.value(),
    CLERK_JWT_KEY: clerkJwtKey.value(),
    CLERK_WEBHOOK_SECRET: clerkWebhookSecret.value(),
    RAZORPAY_KEY_ID: razorpayKeyId.value(),
    RAZORPAY_KEY_SECRET: razorpayKeySecret.value(),
    RAZORPAY_WEBHOOK_SECRET: razorpayWebhookSecret.value(),
    FILE_LINK_KEY: fileLinkKey.value(),
    WEB_FIREBASE_API_KEY: webFirebaseApiKey.value(),
    WEB_FIREBASE_APP_ID: webFirebaseAppId.value(),
    VERTEX_PROJECT: vertexProject.value(),
    SUPPORT_EMAIL: supportEmail.value(),
    IMAGES_PER_GENERATION: imagesPerGeneration.value(),
    ...Object.fromEntries(
      Object.entries(SELLER_PARAMS).map(([name, param]) => [name, param.value()]),
    ),
  });
  return deps;
}

function apiApp(): Promise<Express> {
  // Behind Hosting and Google's front end: the client's address is in X-Forwarded-For.
  app ??= runtimeDeps().then((ready) =>
    createApp(ready, {
      trustProxy: parseTrustProxyHops(process.env),
      publicOrigins: publicOrigin
        .value()
        .split(',')
        .map((origin) => origin.trim()),
    }),
  );
  return app;
}

/** The whole API behind the Hosting rewrite `/api/v1/**` (ARCHITECTURE.md section 2). */
export const api = onRequest(
  {
    region: REGION,
    secrets: SECRETS,
    // Measured by `npm run bench -- load` (README, "Sizing the function"): the process idles near
    // 560 MB after its first generation (the analysis thread's models, one render thread per
    // core) and peaks near 1.05 GB with four creators at 1920x1080 and the free endpoints at
    // once. 2 GiB holds that with room; two CPUs are the render pool's two threads beside the
    // request thread; 16 requests per instance wait on the model, most of them, and the pixel
    // gate admits eight at once and keeps eight waiting.
    memory: '2GiB',
    cpu: 2,
    concurrency: 16,
    timeoutSeconds: 300,
  },
  (req, res) =>
    apiApp().then(
      (handle) => {
        handle(req, res);
      },
      (error: unknown) => {
        // Logged where the operator looks; the next request composes again.
        console.error(error instanceof Error ? error.message : error);
        app = undefined;
        deps = undefined;
        res.status(500).json({ message: MESSAGES.internal, code: 'internal' });
      },
    ),
);

/**
 * No process start sweeps here as in the embedded runtime: refunds reservations an instance left
 * behind (crash, timeout) and settles paid orders whose verify and webhook were both lost.
 */
export const maintenance = onSchedule(
  { schedule: 'every 10 minutes', region: REGION, secrets: SECRETS, timeoutSeconds: 300 },
  async () => {
    await runMaintenance(await runtimeDeps());
  },
);

/**
 * Once a day: deletes what the policy pages say is kept no longer (images after 1 year, payment
 * records after 7 years, accounts 30 days after closing, with their Clerk users).
 */
export const retention = onSchedule(
  { schedule: 'every day 03:00', region: REGION, secrets: SECRETS, timeoutSeconds: 540 },
  async () => {
    await runRetention(await runtimeDeps());
  },
);
