import {
  accountDeleteAfter,
  chatDocumentSchema,
  compareSidebarOrder,
  paymentDocumentSchema,
  userDocumentSchema,
  type Chat,
  type Payment,
  type User,
} from '@thumbforge/contract';
import type { DocumentData } from 'firebase/firestore';

/**
 * The documents the server writes (the contract's Firestore document schemas, times as
 * Timestamps), read into the API's shapes, so a screen cannot tell Firestore's data from
 * `GET /chat/`'s.
 */

/** A document of a query's answer; only what the mapping reads. */
interface StoredDoc {
  id: string;
  data(): DocumentData;
}

// `doc.data()` is a method of Firestore's snapshot classes: called on the snapshot, never detached.

export function toChat(doc: StoredDoc): Chat {
  const { title, pinned, createdAt, updatedAt } = chatDocumentSchema.parse(doc.data());
  return { _id: doc.id, title, pinned, createdAt, updatedAt };
}

/** The sidebar's list: the query answers newest first, the contract's order puts pinned first. */
export function toChats(docs: StoredDoc[]): Chat[] {
  return docs.map(toChat).sort(compareSidebarOrder);
}

/** `users/{uid}` as `GET /auth/me` answers it. */
export function toUser(doc: StoredDoc): User {
  const user = userDocumentSchema.parse(doc.data());
  return {
    id: doc.id,
    tokenBalance: user.tokenBalance,
    fullName: user.fullName,
    firstName: user.firstName,
    emailAddresses: user.emailAddresses.map((emailAddress) => ({ emailAddress })),
    preferences: user.preferences,
    ...(user.brandKit ? { brandKit: user.brandKit } : {}),
    ...(user.closedAt
      ? { closedAt: user.closedAt, deleteAfter: accountDeleteAfter(user.closedAt) }
      : {}),
  };
}

/** A payment as `GET /payment/` answers it. */
export function toPayment(doc: StoredDoc): Payment {
  const { razorpayPaymentId, ...payment } = paymentDocumentSchema.parse(doc.data());
  return {
    _id: doc.id,
    receiptNumber: payment.receiptNumber,
    status: payment.status,
    plan: payment.plan,
    amount: payment.amount,
    currency: payment.currency,
    tokens: payment.tokens,
    razorpayId: razorpayPaymentId,
    createdAt: payment.createdAt,
    reversals: payment.reversals,
    billing: payment.billing,
    taxInvoice: payment.invoice !== null,
  };
}
