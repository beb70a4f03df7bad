import { z } from 'zod';
import { brandKitSchema } from './brand-kit.js';
import { genreSchema, moodSchema, resolutionSchema } from './options.js';

export const preferencesSchema = z.object({
  genre: genreSchema.nullable(),
  mood: moodSchema.nullable(),
  resolution: resolutionSchema.nullable(),
  styleNotes: z.array(z.string()),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const EMPTY_PREFERENCES: Preferences = {
  genre: null,
  mood: null,
  resolution: null,
  styleNotes: [],
};

export const userSchema = z.object({
  id: z.string(),
  tokenBalance: z.number().int().nonnegative(),
  fullName: z.string(),
  firstName: z.string(),
  emailAddresses: z.array(z.object({ emailAddress: z.string() })),
  preferences: preferencesSchema,
  /** The creator's brand kit (issue 23), applied to every thumbnail; absent or null without one. */
  brandKit: brandKitSchema.nullable().optional(),
  /** Set while the account is closed: it is read-only until `deleteAfter`, then deleted. */
  closedAt: z.string().optional(),
  deleteAfter: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * What the policy pages promise and the server keeps (ARCHITECTURE.md, issue 16): a closed account
 * stays readable for 30 days and can be reopened, then everything personal is deleted; images
 * are kept 1 year; payment records 7 years, for tax law.
 */
export const RETENTION = {
  closedAccountDays: 30,
  imageDays: 365,
  paymentYears: 7,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a closed account's data is deleted: `RETENTION.closedAccountDays` after it was closed. */
export function accountDeleteAfter(closedAt: string): string {
  return new Date(Date.parse(closedAt) + RETENTION.closedAccountDays * DAY_MS).toISOString();
}

/** `POST /account/close`. */
export const closeAccountResponseSchema = z.object({
  closedAt: z.string(),
  deleteAfter: z.string(),
});
export type CloseAccountResponse = z.infer<typeof closeAccountResponseSchema>;

/** The names inside the `GET /account/export` zip. */
export const ACCOUNT_EXPORT = {
  fileName: 'thumbforge-data.zip',
  dataFile: 'thumbforge-data.json',
  imagesFolder: 'images/',
} as const;

/** The part of a Clerk webhook event (`POST /auth/clerk-webhook`) the server reads. */
export const identityWebhookEventSchema = z.object({
  type: z.string(),
  data: z.looseObject({ id: z.string().optional() }),
});

/** What the web says of the account's own actions. */
export const ACCOUNT_MESSAGES = {
  preparingData: 'Preparing your data…',
  dataDownloaded: 'Your data was downloaded',
  dataDownloadFailed: 'Download failed',
  closed: (deleteOn: string) => `Your account is closed. It will be deleted on ${deleteOn}.`,
  closeFailed: 'Closing your account failed',
  reopened: 'Your account is open again',
  reopenFailed: 'Reopening your account failed',
  passwordChanged: 'Password changed. Sign in with your new password.',
  signOutFailed: 'Sign out failed',
  formFailed: 'Something went wrong. Please try again.',
} as const;
