import type { App } from 'firebase-admin/app';
import type { ImageModel } from '../core/ports/image-model.port.js';
import type { Logger } from '../core/ports/logger.port.js';
import type { AppDeps } from '../http/app-deps.js';
import { composeApp, type ComposeOptions } from './compose-app.js';
import { parseEnv } from './env.js';
import { parseFirebaseSettings } from './firebase-settings.js';
import { parsePortChoices } from './port-choices.js';

export interface FirebaseOptions extends ComposeOptions {
  /** The Firebase app to use; the default app (created on first use) otherwise. */
  app?: App;
  logger?: Logger;
  /** The image model; otherwise Vertex AI when `VERTEX_PROJECT` is set, else the local renderer. */
  imageModel?: ImageModel;
}

/**
 * The Cloud Functions runtime: by default Firestore, Cloud Storage, Clerk, Razorpay and the
 * browser's Firestore listeners, with Vertex AI once `VERTEX_PROJECT` is set. Each port can be
 * switched by its variable (the emulators run sign-in, the model and payments locally). Refuses
 * to start, naming every missing setting, before it touches any adapter.
 */
export async function firebaseDeps(
  source: Record<string, string | undefined> = process.env,
  options: FirebaseOptions = {},
): Promise<AppDeps> {
  const choices = parsePortChoices('function', source);
  const settings = parseFirebaseSettings(source, choices, 'function');
  // Cloud Functions sets PORT to where it listens, which is none of the app's business.
  const env = parseEnv({
    ...source,
    PORT: undefined,
    PUBLIC_ORIGIN: settings.publicOrigins.join(','),
  });
  const composition = await composeApp('function', choices, env, settings, options);
  return composition.deps;
}
