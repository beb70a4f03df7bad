/**
 * Which adapter runs behind each port (ARCHITECTURE.md section 1), one choice per port, read from
 * the environment. Each runtime has its defaults: the embedded server runs offline, the Cloud
 * Function runs on Firebase; any port can be switched on its own (a self-hosted server on
 * Firestore, the whole app on the emulators with sign-in, the model and payments local).
 */

export const PORT_CHOICES = {
  database: { variable: 'DATABASE', options: ['sqlite', 'firestore'] },
  files: { variable: 'FILES', options: ['disk', 'cloud-storage'] },
  identity: { variable: 'IDENTITY', options: ['local', 'clerk'] },
  imageModel: { variable: 'IMAGE_MODEL', options: ['local', 'vertex'] },
  payments: { variable: 'PAYMENTS', options: ['sandbox', 'razorpay'] },
  liveData: { variable: 'LIVE_DATA', options: ['sse', 'firestore'] },
} as const;

export type Port = keyof typeof PORT_CHOICES;
export type PortChoices = { [P in Port]: (typeof PORT_CHOICES)[P]['options'][number] };

/** Where the app runs: one long-lived Node process, or Cloud Functions instances. */
export type Host = 'server' | 'function';

type Source = Record<string, string | undefined>;

function value(source: Source, name: string): string | undefined {
  const text = source[name]?.trim();
  return text ? text : undefined;
}

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

/**
 * The defaults of a runtime. The server runs offline unless told otherwise, but takes real
 * Razorpay when all its keys are set and Vertex AI when a project is; the function runs on
 * Firebase, with the local renderer until Vertex AI is configured.
 */
export function defaultPortChoices(host: Host, source: Source): PortChoices {
  const vertex = value(source, 'VERTEX_PROJECT') ? 'vertex' : 'local';
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
  return {
    database: 'sqlite',
    files: 'disk',
    identity: 'local',
    imageModel: vertex,
    payments: RAZORPAY_VARIABLES.every((name) => value(source, name)) ? 'razorpay' : 'sandbox',
    liveData: 'sse',
  };
}

/** The runtime's defaults with each port the environment names; an unknown choice is refused. */
export function parsePortChoices(host: Host, source: Source): PortChoices {
  const choices = defaultPortChoices(host, source);
  const problems: string[] = [];
  for (const port of Object.keys(PORT_CHOICES) as Port[]) {
    const { variable, options } = PORT_CHOICES[port];
    const chosen = value(source, variable);
    if (chosen === undefined) continue;
    if ((options as readonly string[]).includes(chosen)) {
      (choices as Record<Port, string>)[port] = chosen;
    } else {
      problems.push(`  ${variable}=${chosen}: must be ${options.join(' or ')}`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid port choice:\n${problems.join('\n')}`);
  return choices;
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

/** The Firebase project, which the Firestore and Cloud Storage adapters and the web config need. */
/** A file link key as long as the signatures it makes (HMAC-SHA256), so it cannot be guessed. */
const FILE_LINK_KEY_MIN_LENGTH = 32;

const PROJECT_ID: Setting = {
  name: 'GCLOUD_PROJECT',
  how: 'or projectId in FIREBASE_CONFIG (both set by Cloud Functions)',
};

/**
 * What each choice needs, in the table's order. Everything is checked before any adapter is
 * created, so one message names every missing setting.
 */
export function requiredSettings(
  choices: PortChoices,
  host: Host,
  how: SettingSources,
): { setting: Setting; present: (source: Source) => boolean }[] {
  const needs: { setting: Setting; present: (source: Source) => boolean }[] = [];
  const variable = (name: string, text: string) =>
    needs.push({ setting: { name, how: text }, present: (source) => !!value(source, name) });

  if (host === 'function')
    variable('PUBLIC_ORIGIN', how.param('PUBLIC_ORIGIN', 'e.g. https://<project>.web.app'));
  if (choices.identity === 'clerk') {
    variable('CLERK_PUBLISHABLE_KEY', how.param('CLERK_PUBLISHABLE_KEY'));
    variable('CLERK_SECRET_KEY', how.secret('CLERK_SECRET_KEY'));
  }
  if (choices.payments === 'razorpay') {
    variable('RAZORPAY_KEY_ID', how.param('RAZORPAY_KEY_ID'));
    variable('RAZORPAY_KEY_SECRET', how.secret('RAZORPAY_KEY_SECRET'));
    variable('RAZORPAY_WEBHOOK_SECRET', how.secret('RAZORPAY_WEBHOOK_SECRET'));
  }
  if (choices.liveData === 'firestore') {
    variable(
      'WEB_FIREBASE_API_KEY',
      how.param('WEB_FIREBASE_API_KEY', 'apiKey of the web app (Firebase console)'),
    );
    variable(
      'WEB_FIREBASE_APP_ID',
      how.param('WEB_FIREBASE_APP_ID', 'appId of the web app (Firebase console)'),
    );
  }
  if (choices.imageModel === 'vertex') {
    variable('VERTEX_PROJECT', how.param('VERTEX_PROJECT', 'the project billed for Vertex AI'));
  }
  if (choices.files === 'cloud-storage' && host === 'function') {
    needs.push({
      setting: {
        name: 'FILE_LINK_KEY',
        how: `${how.secret('FILE_LINK_KEY')}, at least ${FILE_LINK_KEY_MIN_LENGTH} random characters`,
      },
      present: (source) =>
        (value(source, 'FILE_LINK_KEY')?.length ?? 0) >= FILE_LINK_KEY_MIN_LENGTH,
    });
  }
  if (choices.files === 'cloud-storage') {
    needs.push({
      setting: {
        name: 'STORAGE_BUCKET',
        how: `${how.param('STORAGE_BUCKET')}, or storageBucket in FIREBASE_CONFIG (set by Cloud Functions)`,
      },
      present: (source) => !!storageBucketOf(source),
    });
  }
  if (usesFirebase(choices)) {
    needs.push({ setting: PROJECT_ID, present: (source) => !!projectIdOf(source) });
  }
  return needs;
}

/** Whether any choice runs on Firebase, so the runtime needs a Firebase project and app. */
export function usesFirebase(choices: PortChoices): boolean {
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

/** A field of FIREBASE_CONFIG, the JSON Cloud Functions and the emulators provide. */
function firebaseConfigField(source: Source, field: 'storageBucket' | 'projectId') {
  const config = value(source, 'FIREBASE_CONFIG');
  if (!config) return undefined;
  try {
    const fieldValue = (JSON.parse(config) as Record<string, unknown>)[field];
    return typeof fieldValue === 'string' && fieldValue ? fieldValue : undefined;
  } catch {
    return undefined;
  }
}

export function projectIdOf(source: Source): string | undefined {
  return (
    firebaseConfigField(source, 'projectId') ??
    value(source, 'GCLOUD_PROJECT') ??
    value(source, 'GOOGLE_CLOUD_PROJECT')
  );
}

export function storageBucketOf(source: Source): string | undefined {
  return value(source, 'STORAGE_BUCKET') ?? firebaseConfigField(source, 'storageBucket');
}

/** The choices as one line, for the start banner and logs. */
export function describeChoices(choices: PortChoices): string {
  return (Object.keys(PORT_CHOICES) as Port[])
    .map((port) => `${PORT_CHOICES[port].variable}=${choices[port]}`)
    .join(' ');
}
