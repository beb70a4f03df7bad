import { z } from 'zod';
import { planSchema } from './plans.js';
import { GENRES, MOODS, RESOLUTIONS, DEFAULT_RESOLUTION } from './options.js';
import { LIMITS } from './limits.js';

const authConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('local') }),
  z.object({ provider: z.literal('clerk'), publishableKey: z.string() }),
]);

/** The Firebase web app the browser signs in to, to listen to its own Firestore documents. */
export const firebaseWebConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  storageBucket: z.string(),
  appId: z.string(),
  /** Under the emulator suite only: where the browser finds the Auth and Firestore emulators. */
  emulators: z
    .object({
      /** `http://127.0.0.1:9099` */
      authUrl: z.string(),
      firestoreHost: z.string(),
      firestorePort: z.number().int(),
    })
    .optional(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

const checkoutConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox'), keyId: z.string() }),
  z.object({ provider: z.literal('razorpay'), keyId: z.string() }),
]);

/** The support address a deployment shows unless it sets SUPPORT_EMAIL. */
export const DEFAULT_SUPPORT_EMAIL = 'support@thumbforge.app';

/** What `GET /config` tells the web: everything it must know before it renders. */
export const runtimeConfigSchema = z.object({
  mode: z.enum(['embedded', 'firebase']),
  supportEmail: z.string(),
  plans: z.array(planSchema),
  options: z.object({
    genres: z.array(z.enum(GENRES)),
    moods: z.array(z.enum(MOODS)),
    resolutions: z.array(
      z.object({ value: z.string(), label: z.string(), width: z.number(), height: z.number() }),
    ),
    defaultResolution: z.string(),
  }),
  limits: z.object({
    freeTokens: z.number(),
    uploadMaxBytes: z.number(),
    promptMaxChars: z.number(),
    videoTitleMaxChars: z.number(),
    chatTitleMaxChars: z.number(),
  }),
  auth: authConfigSchema,
  checkout: checkoutConfigSchema,
  billing: z.object({
    /**
     * The seller is registered for GST: every order needs the buyer's billing details (name and
     * state) for its tax invoice. Otherwise they are optional and the PDF is a receipt.
     */
    required: z.boolean(),
  }),
  /** Firebase runtime only: the embedded runtime streams changes itself. */
  firebase: firebaseWebConfigSchema.optional(),
  /**
   * With Gemini beside the local renderer: about how long it takes per picture, so an edit of
   * one of its pictures shows its progress against it.
   */
  imageModel: z.object({ expectedSeconds: z.number().positive() }).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const OPTIONS_CONFIG: RuntimeConfig['options'] = {
  genres: [...GENRES],
  moods: [...MOODS],
  resolutions: RESOLUTIONS.map((r) => ({ ...r })),
  defaultResolution: DEFAULT_RESOLUTION,
};

export const LIMITS_CONFIG: RuntimeConfig['limits'] = {
  freeTokens: LIMITS.freeTokens,
  uploadMaxBytes: LIMITS.uploadMaxBytes,
  promptMaxChars: LIMITS.promptMaxChars,
  videoTitleMaxChars: LIMITS.videoTitleMaxChars,
  chatTitleMaxChars: LIMITS.chatTitleMaxChars,
};
