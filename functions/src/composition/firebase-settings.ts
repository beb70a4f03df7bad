import type { FirebaseWebConfig } from '@thumbforge/contract';
import { projectIdOf, projectStorageBucket, storageBucketOf } from '../config/firebase-project.js';
import type { Config } from '../config/variables.js';
import {
  conflictingChoices,
  defaultPortChoices,
  describeChoices,
  requiredSettings,
  type Host,
  type PortChoices,
  type Setting,
  type SettingSources,
} from './port-choices.js';

/** What the runtime reads at start for its chosen providers: params, secrets and Firebase's env. */
export interface FirebaseSettings {
  /** With IDENTITY=clerk. */
  clerk: {
    publishableKey: string;
    secretKey: string;
    /** Verifies session tokens without a network call when set; JWKS through the secret key otherwise. */
    jwtKey: string | null;
    /** Signs Clerk's webhooks (`whsec_...`); `POST /auth/clerk-webhook` exists only when set. */
    webhookSecret: string | null;
  } | null;
  /** The Firebase project, whenever a port runs on Firebase. */
  projectId: string | null;
  /** With FILES=cloud-storage. */
  storageBucket: string | null;
  /** With LIVE_DATA=firestore: the web app's Firebase config, served in `GET /config`. */
  firebaseWeb: FirebaseWebConfig | null;
  /**
   * Signs file links (`FILE_LINK_KEY`, at least 32 characters): required on Cloud Functions with
   * Cloud Storage, whose instances check each other's links; elsewhere a key file in DATA_DIR.
   */
  fileLinkKey: string | null;
  /** With IMAGE_MODEL=vertex: Gemini's image model on Vertex AI. */
  vertex: VertexSettings | null;
}

const PARAM = 'param in functions/.env.<project>';

/** How the Cloud Function is told a setting: params in functions/.env.<project>, or secrets. */
const FUNCTION_SETTINGS: SettingSources = {
  param: (_name, note) => (note ? `${PARAM}, ${note}` : PARAM),
  secret: (name) => `secret: firebase functions:secrets:set ${name}`,
};

/** How the embedded server is told a setting: environment variables. */
const SERVER_SETTINGS: SettingSources = {
  param: (_name, note) => (note ? `environment variable, ${note}` : 'environment variable'),
  secret: () => 'environment variable (a secret)',
};

/** Settings without which the Cloud Function refuses to start with its default ports. */
export const REQUIRED_SETTINGS: readonly Setting[] = requiredSettings(
  defaultPortChoices('function', {}),
  'function',
  FUNCTION_SETTINGS,
)
  .map((need) => need.setting)
  .filter((setting) => setting.name !== 'GCLOUD_PROJECT');

/**
 * Gemini on Vertex AI: by project and region with the service account, or in express mode by an
 * API key alone; either way through `VERTEX_BASE_URL` when one is set.
 */
export type VertexSettings = { model: string; baseUrl?: string } & (
  { project: string; location: string } | { apiKey: string }
);

function vertexSettings(config: Config): FirebaseSettings['vertex'] {
  const where = config.VERTEX_BASE_URL ? { baseUrl: config.VERTEX_BASE_URL } : {};
  if (config.VERTEX_API_KEY) {
    return { model: config.VERTEX_IMAGE_MODEL, apiKey: config.VERTEX_API_KEY, ...where };
  }
  if (!config.VERTEX_PROJECT) return null;
  return {
    project: config.VERTEX_PROJECT,
    location: config.VERTEX_LOCATION,
    model: config.VERTEX_IMAGE_MODEL,
    ...where,
  };
}

/**
 * Under the emulator suite, the Auth and Firestore emulators' addresses (which firebase-tools and
 * the emulator runner set, and which production never has), so the browser connects to them too.
 */
function emulatorsForTheBrowser(config: Config): Pick<FirebaseWebConfig, 'emulators'> {
  const auth = config.FIREBASE_AUTH_EMULATOR_HOST;
  const firestore = config.FIRESTORE_EMULATOR_HOST;
  if (!auth || !firestore) return {};
  const [firestoreHost = '', firestorePort = ''] = firestore.split(':');
  return {
    emulators: {
      authUrl: `http://${auth}`,
      firestoreHost,
      firestorePort: Number(firestorePort),
    },
  };
}

/**
 * Reads the settings the chosen ports need, refusing to start with one message that names every
 * missing setting and says how to provide it, and every pair of choices that cannot work together.
 * Nothing falls back to a sandbox here: a port set to a real provider needs its real settings.
 */
export function parseFirebaseSettings(
  config: Config,
  choices: PortChoices = defaultPortChoices('function', config),
  host: Host = 'function',
): FirebaseSettings {
  const needs = requiredSettings(
    choices,
    host,
    host === 'function' ? FUNCTION_SETTINGS : SERVER_SETTINGS,
  );
  const missing = needs.filter((need) => !need.present(config)).map((need) => need.setting);
  const conflicts = conflictingChoices(choices, host);
  if (missing.length > 0 || conflicts.length > 0) {
    const runtime = host === 'function' ? 'The Firebase runtime' : 'The server';
    throw new Error(
      [
        ...(missing.length > 0
          ? [`${runtime} cannot start: ${missing.length} setting(s) missing:`]
          : [`${runtime} cannot start:`]),
        ...missing.map((setting) => `  ${setting.name} (${setting.how})`),
        ...conflicts.map((conflict) => `  ${conflict}`),
        `  (ports: ${describeChoices(choices)})`,
      ].join('\n'),
    );
  }

  // Every name a choice needs was checked above, so these never fall back.
  const present = (value: string | undefined): string => value ?? '';
  const projectId = projectIdOf(config) ?? null;
  const storageBucket = storageBucketOf(config) ?? null;
  return {
    clerk:
      choices.identity === 'clerk'
        ? {
            publishableKey: present(config.CLERK_PUBLISHABLE_KEY),
            secretKey: present(config.CLERK_SECRET_KEY),
            jwtKey: config.CLERK_JWT_KEY ?? null,
            webhookSecret: config.CLERK_WEBHOOK_SECRET ?? null,
          }
        : null,
    projectId,
    storageBucket,
    firebaseWeb:
      choices.liveData === 'firestore' && projectId
        ? {
            apiKey: present(config.WEB_FIREBASE_API_KEY),
            authDomain: `${projectId}.firebaseapp.com`,
            projectId,
            storageBucket: projectStorageBucket(config, projectId),
            appId: present(config.WEB_FIREBASE_APP_ID),
            ...emulatorsForTheBrowser(config),
          }
        : null,
    fileLinkKey: config.FILE_LINK_KEY ?? null,
    vertex: choices.imageModel === 'vertex' ? vertexSettings(config) : null,
  };
}
