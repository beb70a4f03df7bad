import type { App } from 'firebase-admin/app';
import { readConfig, type Source } from '../config/read-config.js';
import type { Config } from '../config/variables.js';
import type { ImageModel } from '../core/ports/image-model.port.js';
import type { Logger } from '../core/ports/logger.port.js';
import type { AppDeps } from '../http/app-deps.js';
import { composeApp, type ComposeOptions } from './compose-app.js';
import { envOf } from './env.js';
import { parseFirebaseSettings } from './firebase-settings.js';
import { parsePortChoices } from './port-choices.js';
import { CLOUD_FUNCTIONS_PROXY_HOPS } from './rate-limit-settings.js';

interface FirebaseOptions extends ComposeOptions {
  /** The Firebase app to use; the default app (created on first use) otherwise. */
  app?: App;
  logger?: Logger;
  /** The image model; otherwise Vertex AI when `VERTEX_PROJECT` is set, else the local renderer. */
  imageModel?: ImageModel;
}

/**
 * The Cloud Functions runtime: by default Firestore, Cloud Storage, Clerk, Razorpay and the
 * browser's Firestore listeners, with Vertex AI once `VERTEX_PROJECT` is set. Each port can be
 * switched by its variable (the emulators run sign-in, the model and payments local). Refuses
 * to start, naming every missing setting, before it touches any adapter.
 */
export async function firebaseDeps(
  source?: Source,
  options: FirebaseOptions = {},
): Promise<AppDeps> {
  const config = readConfig(source, 'function');
  const choices = parsePortChoices('function', config);
  const settings = parseFirebaseSettings(config, choices, 'function');
  const env = envOf(config);
  const composition = await composeApp('function', choices, env, settings, options);
  return composition.deps;
}

/** How the function's HTTP app treats its requests: behind Hosting and Google's front end. */
export function firebaseHttpOptions(config: Config) {
  return {
    trustProxy: config.TRUST_PROXY_HOPS ?? CLOUD_FUNCTIONS_PROXY_HOPS,
    publicOrigins: config.PUBLIC_ORIGIN ?? [],
  };
}
