import type { FirebaseWebConfig } from '@thumbforge/contract';
import { parseEnv, type RazorpayCredentials } from './env.js';

export const DEFAULT_VERTEX_LOCATION = 'us-central1';
/**
 * Gemini 3.1 Flash Image: released 28 May 2026, the fast and cheaper of Vertex AI's two current
 * image models (the other is `gemini-3-pro-image`). Google retires a model id about a year after
 * release and a retired id answers 404, so check the model-versions page before changing it.
 */
export const DEFAULT_VERTEX_IMAGE_MODEL = 'gemini-3.1-flash-image';

/** What the Firebase runtime reads at start: Functions params, secrets and Firebase's own env. */
export interface FirebaseSettings {
  /** Origins the web app is served from: the allowed `azp` of Clerk session tokens. */
  publicOrigins: string[];
  supportEmail: string;
  clerk: {
    publishableKey: string;
    secretKey: string;
    /** Verifies session tokens without a network call when set; JWKS through the secret key otherwise. */
    jwtKey: string | null;
    /** Signs Clerk's webhooks (`whsec_...`); `POST /auth/clerk-webhook` exists only when set. */
    webhookSecret: string | null;
  };
  razorpay: RazorpayCredentials;
  storageBucket: string;
  /** The web app's Firebase config, served in `GET /config` so the browser can read Firestore. */
  firebaseWeb: FirebaseWebConfig;
  /** Thumbnails per generation (`IMAGES_PER_GENERATION`), as in the embedded runtime. */
  imagesPerGeneration: number;
  /** `host:port` of the Storage emulator (set by `firebase emulators:exec`); null in production. */
  storageEmulatorHost: string | null;
  /** Gemini's image model on Vertex AI; null (the local renderer) unless `VERTEX_PROJECT` is set. */
  vertex: { project: string; location: string; model: string } | null;
}

export interface Setting {
  name: string;
  /** How to provide it, for the refusal message. */
  how: string;
}

const PARAM = 'param in functions/.env.<project>';
const secret = (name: string) => `secret: firebase functions:secrets:set ${name}`;

/** Settings without which the runtime refuses to start (Functions params or secrets). */
export const REQUIRED_SETTINGS: readonly Setting[] = [
  { name: 'PUBLIC_ORIGIN', how: `${PARAM}, e.g. https://<project>.web.app` },
  { name: 'CLERK_PUBLISHABLE_KEY', how: PARAM },
  { name: 'CLERK_SECRET_KEY', how: secret('CLERK_SECRET_KEY') },
  { name: 'RAZORPAY_KEY_ID', how: PARAM },
  { name: 'RAZORPAY_KEY_SECRET', how: secret('RAZORPAY_KEY_SECRET') },
  { name: 'RAZORPAY_WEBHOOK_SECRET', how: secret('RAZORPAY_WEBHOOK_SECRET') },
  { name: 'WEB_FIREBASE_API_KEY', how: `${PARAM}: apiKey of the web app (Firebase console)` },
  { name: 'WEB_FIREBASE_APP_ID', how: `${PARAM}: appId of the web app (Firebase console)` },
];

const STORAGE_BUCKET: Setting = {
  name: 'STORAGE_BUCKET',
  how: `${PARAM}, or storageBucket in FIREBASE_CONFIG (set by Cloud Functions)`,
};

const PROJECT_ID: Setting = {
  name: 'GCLOUD_PROJECT',
  how: 'or projectId in FIREBASE_CONFIG (both set by Cloud Functions)',
};

type Source = Record<string, string | undefined>;

function value(source: Source, name: string): string | undefined {
  const text = source[name]?.trim();
  return text ? text : undefined;
}

/** A field of FIREBASE_CONFIG, the JSON Cloud Functions and the emulators provide. */
function firebaseConfigField(
  source: Source,
  field: 'storageBucket' | 'projectId',
): string | undefined {
  const config = value(source, 'FIREBASE_CONFIG');
  if (!config) return undefined;
  try {
    const fieldValue = (JSON.parse(config) as Record<string, unknown>)[field];
    return typeof fieldValue === 'string' && fieldValue ? fieldValue : undefined;
  } catch {
    return undefined;
  }
}

function vertexSettings(source: Source): FirebaseSettings['vertex'] {
  const project = value(source, 'VERTEX_PROJECT');
  if (!project) return null;
  return {
    project,
    location: value(source, 'VERTEX_LOCATION') ?? DEFAULT_VERTEX_LOCATION,
    model: value(source, 'VERTEX_IMAGE_MODEL') ?? DEFAULT_VERTEX_IMAGE_MODEL,
  };
}

/**
 * Reads the Firebase runtime's settings, refusing to start with one message that names every
 * missing setting and says how to provide it. There is no sandbox fallback here: this runtime
 * takes real sign-ins and real money.
 */
export function parseFirebaseSettings(source: Source): FirebaseSettings {
  const storageBucket =
    value(source, 'STORAGE_BUCKET') ?? firebaseConfigField(source, 'storageBucket');
  const projectId = firebaseConfigField(source, 'projectId') ?? value(source, 'GCLOUD_PROJECT');
  const missing = REQUIRED_SETTINGS.filter((setting) => !value(source, setting.name));
  if (!storageBucket) missing.push(STORAGE_BUCKET);
  if (!projectId) missing.push(PROJECT_ID);
  if (!storageBucket || !projectId || missing.length > 0) {
    throw new Error(
      [
        `The Firebase runtime cannot start: ${missing.length} setting(s) missing:`,
        ...missing.map((setting) => `  ${setting.name} (${setting.how})`),
      ].join('\n'),
    );
  }

  // The values shared with the embedded runtime are checked by the same rules.
  const env = parseEnv({
    PUBLIC_ORIGIN: value(source, 'PUBLIC_ORIGIN'),
    SUPPORT_EMAIL: value(source, 'SUPPORT_EMAIL'),
    IMAGES_PER_GENERATION: value(source, 'IMAGES_PER_GENERATION'),
  });
  // Every required name was checked above, so this never falls back.
  const present = (name: string): string => value(source, name) ?? '';
  return {
    publicOrigins: env.publicOrigins,
    supportEmail: env.supportEmail,
    clerk: {
      publishableKey: present('CLERK_PUBLISHABLE_KEY'),
      secretKey: present('CLERK_SECRET_KEY'),
      jwtKey: value(source, 'CLERK_JWT_KEY') ?? null,
      webhookSecret: value(source, 'CLERK_WEBHOOK_SECRET') ?? null,
    },
    razorpay: {
      keyId: present('RAZORPAY_KEY_ID'),
      keySecret: present('RAZORPAY_KEY_SECRET'),
      webhookSecret: present('RAZORPAY_WEBHOOK_SECRET'),
    },
    storageBucket,
    firebaseWeb: {
      apiKey: present('WEB_FIREBASE_API_KEY'),
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket,
      appId: present('WEB_FIREBASE_APP_ID'),
    },
    imagesPerGeneration: env.imagesPerGeneration,
    storageEmulatorHost: value(source, 'FIREBASE_STORAGE_EMULATOR_HOST') ?? null,
    vertex: vertexSettings(source),
  };
}
