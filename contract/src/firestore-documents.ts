import { z } from 'zod';
import { messageMetaSchema, messageRoleSchema, messageStatusSchema } from './message.js';
import { paymentReversalSchema, paymentSchema } from './payment.js';
import { preferencesSchema } from './user.js';

/**
 * The Firestore documents the server writes and the browser's listeners read (ARCHITECTURE.md
 * section 3), as an admin sees them in the Firebase console: times are Firestore Timestamps,
 * amounts and balances are numbers. Each schema reads a time into the ISO 8601 string the API
 * speaks.
 */

/** A Timestamp of either SDK (firebase-admin or the web's), both of which have `toDate()`. */
export const storedTimeSchema = z
  .custom<{ toDate(): Date }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { toDate?: unknown }).toDate === 'function',
    'must be a Firestore Timestamp',
  )
  .transform((time) => time.toDate().toISOString());

/** `chats/{chatId}`. */
export const chatDocumentSchema = z.object({
  ownerId: z.string(),
  title: z.string(),
  pinned: z.boolean(),
  createdAt: storedTimeSchema,
  updatedAt: storedTimeSchema,
});

/**
 * An image of a message as stored: its capability URL and its file path, plus (generated images)
 * the base art's path and the title layer, kept as written.
 */
export const storedImageSchema = z.looseObject({ url: z.string(), path: z.string() });

/** `chats/{chatId}/messages/{messageId}`; `ownerId` is there for the security rules. */
export const messageDocumentSchema = z.object({
  ownerId: z.string(),
  role: messageRoleSchema,
  text: z.string(),
  images: z.array(storedImageSchema),
  status: messageStatusSchema,
  meta: messageMetaSchema,
  createdAt: storedTimeSchema,
  imagesExpiredAt: storedTimeSchema.optional(),
});

/** `users/{uid}`: the profile, the balance (the sum of the ledger) and the preferences. */
export const userDocumentSchema = z.object({
  tokenBalance: z.number().int().nonnegative(),
  /** How many ledger entries the user has: the next entry's `sequence`. */
  ledgerEntries: z.number().int().nonnegative(),
  fullName: z.string(),
  firstName: z.string(),
  emailAddresses: z.array(z.string()),
  preferences: preferencesSchema,
  createdAt: storedTimeSchema,
  closedAt: storedTimeSchema.nullable().optional(),
});

/** `payments/{orderId}`: `amount` is in rupees, as the plan table prices it. */
export const paymentDocumentSchema = paymentSchema
  .omit({ _id: true, razorpayId: true, createdAt: true, reversals: true })
  .extend({
    ownerId: z.string(),
    razorpayPaymentId: z.string().nullable(),
    createdAt: storedTimeSchema,
    paidAt: storedTimeSchema.nullable(),
    // Orders written before refunds existed have none.
    reversals: z.array(paymentReversalSchema.extend({ at: storedTimeSchema })).default([]),
  });
