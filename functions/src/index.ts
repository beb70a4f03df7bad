import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { defineSecret, defineString } from 'firebase-functions/params';
import { firebaseDeps } from './composition/firebase.js';
import { DEFAULT_IMAGES_PER_GENERATION, DEFAULT_SUPPORT_EMAIL } from './composition/env.js';
import { parseTrustProxyHops } from './composition/rate-limit-settings.js';
import { createApp } from './http/create-app.js';

// Secrets live in Secret Manager (`firebase functions:secrets:set NAME`); public values are
// params, read from functions/.env.<project> at deploy time.
const clerkSecretKey = defineSecret('CLERK_SECRET_KEY');
const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');

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
const vertexProject = defineString('VERTEX_PROJECT', {
  default: '',
  description: 'Project billed for Vertex AI images; empty uses the local renderer',
});
const supportEmail = defineString('SUPPORT_EMAIL', { default: DEFAULT_SUPPORT_EMAIL });
const imagesPerGeneration = defineString('IMAGES_PER_GENERATION', {
  default: String(DEFAULT_IMAGES_PER_GENERATION),
});

let app: Express | undefined;

/** Param values exist only at runtime, so the app is composed on the first request. */
function apiApp(): Express {
  app ??= createApp(
    firebaseDeps({
      ...process.env,
      PUBLIC_ORIGIN: publicOrigin.value(),
      CLERK_PUBLISHABLE_KEY: clerkPublishableKey.value(),
      CLERK_SECRET_KEY: clerkSecretKey.value(),
      CLERK_JWT_KEY: clerkJwtKey.value(),
      RAZORPAY_KEY_ID: razorpayKeyId.value(),
      RAZORPAY_KEY_SECRET: razorpayKeySecret.value(),
      RAZORPAY_WEBHOOK_SECRET: razorpayWebhookSecret.value(),
      WEB_FIREBASE_API_KEY: webFirebaseApiKey.value(),
      WEB_FIREBASE_APP_ID: webFirebaseAppId.value(),
      VERTEX_PROJECT: vertexProject.value(),
      SUPPORT_EMAIL: supportEmail.value(),
      IMAGES_PER_GENERATION: imagesPerGeneration.value(),
    }),
    // Behind Hosting and Google's front end: the client's address is in X-Forwarded-For.
    { trustProxy: parseTrustProxyHops(process.env) },
  );
  return app;
}

/** The whole API behind the Hosting rewrite `/api/v1/**` (ARCHITECTURE.md section 2). */
export const api = onRequest(
  {
    region: 'us-central1',
    secrets: [clerkSecretKey, razorpayKeySecret, razorpayWebhookSecret],
    // A generation calls the image model and composites several images.
    memory: '1GiB',
    timeoutSeconds: 300,
  },
  (req, res) => {
    apiApp()(req, res);
  },
);
