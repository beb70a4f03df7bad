/**
 * Which adapter runs behind each port (docs/architecture.md section 1), one choice per port, read from
 * the environment. Each runtime has its defaults: the embedded server runs offline, the Cloud
 * Function runs on Firebase; any port can be switched on its own (a self-hosted server on
 * Firestore, the whole app on the emulators with sign-in, the model and payments local).
 */
import { projectIdOf } from '../config/firebase-project.js';
import {
  CONFIG_VARIABLES,
  FILE_LINK_KEY_MIN_LENGTH,
  type Config,
  type VariableName,
  type VariableSpec,
} from '../config/variables.js';

/** The variable that chooses each port's adapter; its choices are checked by readConfig. */
export const PORT_VARIABLES = {
  database: 'DATABASE',
  files: 'FILES',
  identity: 'IDENTITY',
  imageModel: 'IMAGE_MODEL',
  payments: 'PAYMENTS',
  liveData: 'LIVE_DATA',
} as const satisfies Record<string, VariableName>;

export type Port = keyof typeof PORT_VARIABLES;
export type PortChoices = { [P in Port]: NonNullable<Config[(typeof PORT_VARIABLES)[P]]> };

/** Where the app runs: one long-lived Node process, or Cloud Functions instances. */
export type Host = 'server' | 'function';

/**
 * The defaults of a runtime. The server runs offline unless told otherwise, but takes real
 * Razorpay when all its keys are set and Vertex AI when a project is; the function runs on
 * Firebase, with the local renderer until Vertex AI is configured.
 */
export function defaultPortChoices(
  host: Host,
  config: Partial<
    Pick<
      Config,
      | 'VERTEX_PROJECT'
      | 'VERTEX_API_KEY'
      | 'RAZORPAY_KEY_ID'
      | 'RAZORPAY_KEY_SECRET'
      | 'RAZORPAY_WEBHOOK_SECRET'
    >
  >,
): PortChoices {
  const vertex = config.VERTEX_PROJECT || config.VERTEX_API_KEY ? 'vertex' : 'local';
  if (host === 'function') {
    return {
      database: 'firestore',
      files: 'cloud-storage',
      identity: 'clerk',
      imageModel: vertex,
      payments: 'razorpay',
      liveData: 'firestore',
    };
  }
  const razorpay =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET;
  return {
    database: 'sqlite',
    files: 'disk',
    identity: 'local',
    imageModel: vertex,
    payments: razorpay ? 'razorpay' : 'sandbox',
    liveData: 'sse',
  };
}

/** The runtime's defaults with each port the environment names (readConfig checked the names). */
export function parsePortChoices(host: Host, config: Config): PortChoices {
  const defaults = defaultPortChoices(host, config);
  return {
    database: config.DATABASE ?? defaults.database,
    files: config.FILES ?? defaults.files,
    identity: config.IDENTITY ?? defaults.identity,
    imageModel: config.IMAGE_MODEL ?? defaults.imageModel,
    payments: config.PAYMENTS ?? defaults.payments,
    liveData: config.LIVE_DATA ?? defaults.liveData,
  };
}

/** A setting a choice needs, and how to provide it. */
export interface Setting {
  name: string;
  how: string;
}

/** How a runtime is told a value: Functions params and secrets, or plain variables. */
export interface SettingSources {
  param: (name: string, note?: string) => string;
  secret: (name: string) => string;
}

const PROJECT_ID: Setting = {
  name: 'GCLOUD_PROJECT',
  how: 'or projectId in FIREBASE_CONFIG (both set by Cloud Functions)',
};

type Need = { setting: Setting; present: (config: Config) => boolean };

/**
 * What each choice needs, in the table's order. Everything is checked before any adapter is
 * created, so one message names every missing setting. The bucket needs no setting of its own:
 * it follows from the project (see storageBucketOf).
 */
export function requiredSettings(choices: PortChoices, host: Host, how: SettingSources): Need[] {
  const needs: Need[] = [];
  const variable = (name: VariableName, note?: string) => {
    const spec: VariableSpec = CONFIG_VARIABLES[name];
    const text = spec.functionParam === 'secret' ? how.secret(name) : how.param(name, note);
    needs.push({
      setting: { name, how: note && spec.functionParam === 'secret' ? `${text}, ${note}` : text },
      present: (config) => config[name] !== undefined,
    });
  };

  if (host === 'function') variable('PUBLIC_ORIGIN', 'e.g. https://<project>.web.app');
  if (choices.identity === 'clerk') {
    variable('CLERK_PUBLISHABLE_KEY');
    variable('CLERK_SECRET_KEY');
  }
  if (choices.payments === 'razorpay') {
    variable('RAZORPAY_KEY_ID');
    variable('RAZORPAY_KEY_SECRET');
    variable('RAZORPAY_WEBHOOK_SECRET');
  }
  if (choices.liveData === 'firestore') {
    variable('WEB_FIREBASE_API_KEY', 'apiKey of the web app (Firebase console)');
    variable('WEB_FIREBASE_APP_ID', 'appId of the web app (Firebase console)');
  }
  if (choices.imageModel === 'vertex') {
    needs.push({
      setting: {
        name: 'VERTEX_PROJECT',
        how: `${how.param('VERTEX_PROJECT', 'the project billed for Vertex AI')}, or VERTEX_API_KEY (express mode)`,
      },
      present: (config) => !!(config.VERTEX_PROJECT || config.VERTEX_API_KEY),
    });
  }
  if (choices.files === 'cloud-storage' && host === 'function') {
    variable('FILE_LINK_KEY', `at least ${FILE_LINK_KEY_MIN_LENGTH} random characters`);
  }
  if (usesFirebase(choices)) {
    needs.push({ setting: PROJECT_ID, present: (config) => !!projectIdOf(config) });
  }
  return needs;
}

/** Whether any choice runs on Firebase, so the runtime needs a Firebase project and app. */
function usesFirebase(choices: PortChoices): boolean {
  return (
    choices.database === 'firestore' ||
    choices.files === 'cloud-storage' ||
    choices.liveData === 'firestore'
  );
}

/**
 * Choices that cannot work together, whatever the settings: the change stream lives in one
 * process's memory, and the browser's Firestore listeners read what the database wrote.
 */
export function conflictingChoices(choices: PortChoices, host: Host): string[] {
  const conflicts: string[] = [];
  if (choices.liveData === 'sse' && host === 'function') {
    conflicts.push(
      'LIVE_DATA=sse: the change stream lives in one process, and Cloud Functions runs many ' +
        'instances; use LIVE_DATA=firestore',
    );
  }
  if (choices.liveData === 'firestore' && choices.database !== 'firestore') {
    conflicts.push(
      'LIVE_DATA=firestore: the browser listens to the documents the API writes, so it needs ' +
        'DATABASE=firestore',
    );
  }
  return conflicts;
}

/** The choices as one line, for the start banner and logs. */
export function describeChoices(choices: PortChoices): string {
  return (Object.keys(PORT_VARIABLES) as Port[])
    .map((port) => `${PORT_VARIABLES[port]}=${choices[port]}`)
    .join(' ');
}
