import {
  compareSidebarOrder,
  messageMetaSchema,
  messageRoleSchema,
  messageStatusSchema,
  paymentReversalSchema,
  paymentSchema,
  preferencesSchema,
  type Chat,
  type Message,
  type Payment,
  type User,
} from '@thumbforge/contract';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { z } from 'zod';

/**
 * The documents the server writes (ARCHITECTURE.md section 3), read into the API's shapes, so a
 * screen cannot tell Firestore's data from `GET /chat/`'s.
 */

/** The server stores ISO strings; a Firestore Timestamp (a console edit) reads the same way. */
const storedTimeSchema = z.union([
  z.string(),
  z.instanceof(Timestamp).transform((time) => time.toDate().toISOString()),
]);

/** An image is stored with its file path and generation data; the API shows only its URL. */
const storedImagesSchema = z
  .array(z.looseObject({ url: z.string() }))
  .transform((images) => images.map((image) => image.url));

const chatDocSchema = z.object({
  title: z.string(),
  pinned: z.boolean(),
  createdAt: storedTimeSchema,
  updatedAt: storedTimeSchema,
});

const messageDocSchema = z.object({
  role: messageRoleSchema,
  text: z.string(),
  images: storedImagesSchema,
  status: messageStatusSchema,
  meta: messageMetaSchema,
  createdAt: storedTimeSchema,
});

const userDocSchema = z.object({
  tokenBalance: z.number().int().nonnegative(),
  fullName: z.string(),
  firstName: z.string(),
  emailAddresses: z.array(z.string()),
  preferences: preferencesSchema,
});

/** `payments/{orderId}`: the API's payment, with the Razorpay payment id under its stored name. */
const paymentDocSchema = paymentSchema
  .omit({ _id: true, razorpayId: true, createdAt: true, reversals: true })
  .extend({
    razorpayPaymentId: z.string().nullable(),
    createdAt: storedTimeSchema,
    // Orders written before refunds existed have none.
    reversals: z.array(paymentReversalSchema.extend({ at: storedTimeSchema })).default([]),
  });

/** A document of a query's answer; only what the mapping reads. */
export interface StoredDoc {
  id: string;
  data(): DocumentData;
}

export function toChat({ id, data }: StoredDoc): Chat {
  const { title, pinned, createdAt, updatedAt } = chatDocSchema.parse(data());
  return { _id: id, title, pinned, createdAt, updatedAt };
}

/** The sidebar's list: the query answers newest first, the contract's order puts pinned first. */
export function toChats(docs: StoredDoc[]): Chat[] {
  return docs.map(toChat).sort(compareSidebarOrder);
}

export function toMessage({ id, data }: StoredDoc): Message {
  const { role, text, images, status, meta, createdAt } = messageDocSchema.parse(data());
  return { _id: id, role, text, images, createdAt, status, meta };
}

/** `users/{uid}` as `GET /auth/me` answers it. */
export function toUser({ id, data }: StoredDoc): User {
  const user = userDocSchema.parse(data());
  return {
    id,
    tokenBalance: user.tokenBalance,
    fullName: user.fullName,
    firstName: user.firstName,
    emailAddresses: user.emailAddresses.map((emailAddress) => ({ emailAddress })),
    preferences: user.preferences,
  };
}

/** A payment as `GET /payment/` answers it. */
export function toPayment({ id, data }: StoredDoc): Payment {
  const { razorpayPaymentId, ...payment } = paymentDocSchema.parse(data());
  return {
    _id: id,
    receiptNumber: payment.receiptNumber,
    status: payment.status,
    plan: payment.plan,
    amount: payment.amount,
    currency: payment.currency,
    tokens: payment.tokens,
    razorpayId: razorpayPaymentId,
    createdAt: payment.createdAt,
    reversals: payment.reversals,
  };
}
