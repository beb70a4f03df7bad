import { z } from 'zod';
import { brandKitSchema } from './brand-kit.js';
import { imageUrlSchema } from './image-url.js';
import { genreSchema, moodSchema, resolutionSchema } from './options.js';

/** The most style words a remembered style keeps. */
export const STYLE_WORDS_KEPT = 12;

/** Genre, mood, resolution and style words ("purple neon background", "warmer") of a thumbnail. */
export const styleChoicesSchema = z.object({
  genre: genreSchema.nullable(),
  mood: moodSchema.nullable(),
  resolution: resolutionSchema.nullable(),
  styleWords: z.array(z.string().min(1).max(60)).max(STYLE_WORDS_KEPT),
});
export type StyleChoices = z.infer<typeof styleChoicesSchema>;

/** One chat's last generation choices, for learning what repeats across chats. */
export const chatChoicesSchema = styleChoicesSchema.extend({ chatId: z.string() });
export type ChatChoices = z.infer<typeof chatChoicesSchema>;

/** How many chats running a choice must be made in before it is suggested without asking. */
export const CHATS_TO_LEARN = 3;

const currentPreferencesSchema = z.object({
  /** What the creator kept with "Remember this style". */
  saved: styleChoicesSchema.nullable(),
  /** What the last `CHATS_TO_LEARN` chats all chose; null until they agree on something. */
  learnt: styleChoicesSchema.nullable(),
  /** The latest chats' choices, newest last, at most `CHATS_TO_LEARN`. */
  recentChats: z.array(chatChoicesSchema).max(CHATS_TO_LEARN),
});

export const EMPTY_PREFERENCES: z.infer<typeof currentPreferencesSchema> = {
  saved: null,
  learnt: null,
  recentChats: [],
};

/**
 * The `preferences` of a user. A record written before issue 22 (`{ genre, mood, resolution,
 * styleNotes }`) held the last choices and notes from one-off edits, none of them kept on purpose:
 * it reads as empty.
 */
export const preferencesSchema = z.preprocess(
  (stored) =>
    typeof stored === 'object' && stored !== null && !('recentChats' in stored)
      ? EMPTY_PREFERENCES
      : stored,
  currentPreferencesSchema,
);
export type Preferences = z.infer<typeof preferencesSchema>;

export const PREFERENCE_MESSAGES = {
  unknownSource: 'Choose the saved style or the suggestion to clear',
} as const;

/** Where a suggestion in the composer comes from; also the part of the memory a creator clears. */
export const preferenceSourceSchema = z.enum(['saved', 'learnt'], {
  error: PREFERENCE_MESSAGES.unknownSource,
});
export type PreferenceSource = z.infer<typeof preferenceSourceSchema>;

export interface StyleSuggestion {
  source: PreferenceSource;
  choices: StyleChoices;
}

/** The style new thumbnails start from: the one saved on purpose, else the one learnt, or none. */
export function suggestedStyle(preferences: Preferences | undefined): StyleSuggestion | null {
  if (preferences?.saved) return { source: 'saved', choices: preferences.saved };
  if (preferences?.learnt) return { source: 'learnt', choices: preferences.learnt };
  return null;
}

/** `POST /thumbnail/{chatId}/remember-style`: keep the style of one of the chat's thumbnails. */
export const rememberStyleRequestSchema = z.object({ url: imageUrlSchema });
export type RememberStyleRequest = z.infer<typeof rememberStyleRequestSchema>;

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
  /** When the account was last reopened, if ever: file links signed before it are refused. */
  linksValidFrom: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * What the policy pages promise and the server keeps (docs/architecture.md, issue 16): a closed account
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
  closedNoNewChat:
    'Your account is closed, so it cannot start chats. Reopen it from the account menu.',
  closedNoBuying:
    'Your account is closed, so it cannot buy tokens. Reopen it from the account menu.',
  passwordChanged: 'Password changed. Sign in with your new password.',
  signOutFailed: 'Sign out failed',
  formFailed: 'Something went wrong. Please try again.',
} as const;
