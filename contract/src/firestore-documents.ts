import { z } from 'zod';
import { ledgerReasonSchema } from './ledger.js';
import { messageMetaSchema, messageRoleSchema, messageStatusSchema } from './message.js';
import { billingDetailsSchema, invoiceTermsSchema } from './gst.js';
import { paymentReversalSchema, paymentSchema } from './payment.js';
import { preferencesSchema } from './user.js';
import { apiKeyScopeSchema } from './api-keys.js';
import { brandKitSchema } from './brand-kit.js';

/**
 * The Firestore documents the server writes and the browser's listeners read (docs/architecture.md
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

/** From 0001-01-01, the earliest Timestamp, to the Unix epoch. */
const SECONDS_BEFORE_1970 = 62_135_596_800;

/**
 * A Timestamp as a key that sorts as the time does, to the nanosecond: `insertedAt`, a server
 * timestamp, can share its millisecond with another message's. Seconds since the year 1 and the
 * nanoseconds, zero-padded, as both SDKs' `Timestamp.valueOf()` write them.
 */
export const storedOrderKeySchema = z
  .custom<{ seconds: number; nanoseconds: number }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { seconds?: unknown }).seconds === 'number' &&
      typeof (value as { nanoseconds?: unknown }).nanoseconds === 'number',
    'must be a Firestore Timestamp',
  )
  .transform(
    ({ seconds, nanoseconds }) =>
      `${String(seconds + SECONDS_BEFORE_1970).padStart(12, '0')}.${String(nanoseconds).padStart(9, '0')}`,
  );

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
  /**
   * The commit's server time: orders messages that share a `createdAt` as they were written.
   * Absent on messages written before it.
   */
  insertedAt: storedOrderKeySchema.optional(),
  imagesExpiredAt: storedTimeSchema.optional(),
});

/** What orders a chat's messages, as read through `messageDocumentSchema`. */
export interface StoredMessageOrder {
  id: string;
  createdAt: string;
  insertedAt?: string | undefined;
}

/**
 * Oldest first; equal `createdAt` in the order they were written (`insertedAt`; messages without
 * one first), then by id. SQLite keeps insertion order by itself; Firestore would order the ties
 * by document id, which is random.
 */
export function compareMessageOrder(a: StoredMessageOrder, b: StoredMessageOrder): number {
  return (
    compareText(a.createdAt, b.createdAt) ||
    compareText(a.insertedAt ?? '', b.insertedAt ?? '') ||
    compareText(a.id, b.id)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `users/{uid}`: the profile, the balance (the sum of the ledger) and the preferences. */
export const userDocumentSchema = z.object({
  tokenBalance: z.number().int().nonnegative(),
  /** How many ledger entries the user has: the next entry's `sequence`. */
  ledgerEntries: z.number().int().nonnegative(),
  fullName: z.string(),
  firstName: z.string(),
  emailAddresses: z.array(z.string()),
  preferences: preferencesSchema,
  /** Absent on documents written before brand kits existed. */
  brandKit: brandKitSchema.nullable().optional(),
  createdAt: storedTimeSchema,
  closedAt: storedTimeSchema.nullable().optional(),
  /** When the account was last reopened; absent if never. */
  linksValidFrom: storedTimeSchema.nullable().optional(),
});

/** `users/{uid}/ledger/{key}`: the document id is the entry's idempotency key. */
export const ledgerEntryDocumentSchema = z.object({
  delta: z.number().int(),
  reason: ledgerReasonSchema,
  ref: z.string().nullable(),
  /** An admin's reason for a grant; absent on entries written before notes existed. */
  note: z.string().nullable().optional(),
  balanceAfter: z.number().int().nonnegative(),
  createdAt: storedTimeSchema,
  /** 1, 2, 3... per user: the order of entries even when two share a millisecond. */
  sequence: z.number().int().positive(),
});

/** `payments/{orderId}`: `amount` is in rupees, as the plan table prices it. */
export const paymentDocumentSchema = paymentSchema
  .omit({
    _id: true,
    razorpayId: true,
    createdAt: true,
    reversals: true,
    billing: true,
    taxInvoice: true,
  })
  .extend({
    ownerId: z.string(),
    razorpayPaymentId: z.string().nullable(),
    createdAt: storedTimeSchema,
    paidAt: storedTimeSchema.nullable(),
    // Orders written before refunds existed have none.
    reversals: z.array(paymentReversalSchema.extend({ at: storedTimeSchema })).default([]),
    // Orders written before billing details and tax invoices existed have neither.
    billing: billingDetailsSchema.nullable().default(null),
    /** Set when the order was paid while the seller was registered for GST. */
    invoice: invoiceTermsSchema.nullable().default(null),
  });

/**
 * `reservations/{messageId}`: a token held for a generation in progress, keyed by the user message
 * that asked. The server's alone: no client reads it.
 */
export const reservationDocumentSchema = z.object({
  userId: z.string(),
  chatId: z.string(),
  kind: z.enum(['generation', 'edit']),
  state: z.enum(['pending', 'completed', 'refunded']),
  createdAt: storedTimeSchema,
  settledAt: storedTimeSchema.nullable(),
});

/**
 * `paintingReplies/{replyId}`: a reply the image model may still be painting, kept until a sweep
 * settles it once overdue. `late` is the server's own task data as JSON text. The server's alone.
 */
export const paintingReplyDocumentSchema = z.object({
  late: z.string(),
  since: storedTimeSchema,
});

/** `webhookEvents/{eventId}`: a handled Razorpay webhook delivery. The server's alone. */
export const webhookEventDocumentSchema = z.object({
  type: z.string(),
  receivedAt: storedTimeSchema,
});

/**
 * `heldReversals/{reversalId}`: a refund or dispute that arrived before its payment's credit, kept
 * for the credit to apply. The server's alone.
 */
export const heldReversalDocumentSchema = z.object({
  kind: paymentReversalSchema.shape.kind,
  paymentId: z.string(),
  amountPaise: z.number().int().positive(),
  receivedAt: storedTimeSchema,
});

/**
 * `counters/receipt`, `counters/invoice-2026-27`, `counters/credit-note-2026-27`: the last number
 * of each series handed out. The server's alone.
 */
export const receiptCounterDocumentSchema = z.object({
  lastReceiptSequence: z.number().int().nonnegative(),
});

/**
 * `apiKeys/{keyHash}`: one API key, stored by the SHA-256 of the key (hex) and never the key, so a
 * request finds its key with one read. The server's alone.
 */
export const apiKeyDocumentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: storedTimeSchema,
  /** Its last call's time: null until first used, absent on keys made before it was kept. */
  lastUsedAt: storedTimeSchema.nullable().default(null),
  /** Its calls by kind (`API_KEY_CALL_KINDS`), each counted with an increment. */
  calls: z
    .object({
      thumbnails: z.number().int().nonnegative().default(0),
      read: z.number().int().nonnegative().default(0),
      refused: z.number().int().nonnegative().default(0),
    })
    .default({ thumbnails: 0, read: 0, refused: 0 }),
});

/**
 * Every stored document by its path, as `firestore.rules` matches it: the rules, the indexes and
 * both SDKs' readers are checked against this one list.
 */
export const FIRESTORE_DOCUMENTS = {
  'users/{uid}': userDocumentSchema,
  'users/{uid}/ledger/{key}': ledgerEntryDocumentSchema,
  'chats/{chatId}': chatDocumentSchema,
  'chats/{chatId}/messages/{messageId}': messageDocumentSchema,
  'payments/{orderId}': paymentDocumentSchema,
  'reservations/{messageId}': reservationDocumentSchema,
  'paintingReplies/{replyId}': paintingReplyDocumentSchema,
  'webhookEvents/{eventId}': webhookEventDocumentSchema,
  'heldReversals/{reversalId}': heldReversalDocumentSchema,
  'counters/{counterId}': receiptCounterDocumentSchema,
  'apiKeys/{keyHash}': apiKeyDocumentSchema,
} as const;
