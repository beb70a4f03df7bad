import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  heldReversalDocumentSchema,
  paymentDocumentSchema,
  receiptCounterDocumentSchema,
  type PaymentReversal,
  type webhookEventDocumentSchema,
} from '@thumbforge/contract';
import type { z } from 'zod';
import { NotFound } from '../../core/errors.js';
import type {
  CreditResult,
  HeldReversal,
  PaymentRecord,
  PaymentStore,
  ReversalResult,
} from '../../core/ports/payment-store.port.js';
import {
  canCloseUnpaid,
  decideCredit,
  paidOrder,
  recordedReversal,
} from '../../core/payments/payment-state-rules.js';
import { COLLECTIONS } from './firestore-collections.js';
import { readDocument, storedTime, storedTimeOrNull } from './firestore-data.js';
import {
  ledgerEntryDoc,
  ledgerFieldsOf,
  planLedgerWrite,
  userDoc,
  writeLedgerPlan,
} from './firestore-ledger.js';
import { assertLedgerDelta } from '../../core/tokens/ledger-rules.js';
import { isAlreadyExists, runTransaction } from './firestore-transaction.js';

type PaymentDoc = z.input<typeof paymentDocumentSchema>;
type ReversalDoc = NonNullable<PaymentDoc['reversals']>[number];

function toPayment(snapshot: DocumentSnapshot): PaymentRecord {
  return { orderId: snapshot.id, ...readDocument(paymentDocumentSchema, snapshot) };
}

function toPaymentDoc(payment: PaymentRecord): PaymentDoc {
  return {
    ownerId: payment.ownerId,
    plan: payment.plan,
    amount: payment.amount,
    currency: payment.currency,
    tokens: payment.tokens,
    status: payment.status,
    receiptNumber: payment.receiptNumber,
    razorpayPaymentId: payment.razorpayPaymentId,
    createdAt: storedTime(payment.createdAt),
    paidAt: storedTimeOrNull(payment.paidAt),
    reversals: payment.reversals.map(toReversalDoc),
    billing: payment.billing,
    invoice: payment.invoice,
  };
}

function toReversalDoc(reversal: PaymentReversal): ReversalDoc {
  return { ...reversal, at: storedTime(reversal.at) };
}

/**
 * Orders in `payments/{orderId}`, handled webhook events in `webhookEvents/{eventId}` and the
 * number counters in `counters/{series}`. A credit reads the order, the owner, the ledger entry and
 * the counter, then writes all four, in one transaction; a reversal numbers its credit note so too.
 */
export function createFirestorePaymentStore(db: Firestore): PaymentStore {
  const payments = db.collection(COLLECTIONS.payments);
  const counters = db.collection(COLLECTIONS.counters);

  /** The next number of a series from its counter as read; `claim` writes it once all is read. */
  function nextNumber(transaction: Transaction, counter: string, snapshot: DocumentSnapshot) {
    const sequence =
      (snapshot.exists
        ? readDocument(receiptCounterDocumentSchema, snapshot).lastReceiptSequence
        : 0) + 1;
    const claim = () =>
      transaction.set(counters.doc(counter), {
        lastReceiptSequence: sequence,
      } satisfies z.input<typeof receiptCounterDocumentSchema>);
    return { sequence, claim };
  }

  async function mustGet(transaction: Transaction, orderId: string): Promise<PaymentRecord> {
    const snapshot = await transaction.get(payments.doc(orderId));
    if (!snapshot.exists) {
      throw new NotFound('Order not found', `payment store has no order ${orderId}`);
    }
    return toPayment(snapshot);
  }

  async function balanceOf(transaction: Transaction, userId: string): Promise<number> {
    const fields = ledgerFieldsOf(await transaction.get(userDoc(db, userId)));
    if (!fields) throw new NotFound('User not found', `payment owner ${userId} is not a user`);
    return fields.tokenBalance;
  }

  return {
    async create(payment) {
      await payments.doc(payment.orderId).create(toPaymentDoc(payment));
    },
    async get(orderId) {
      const snapshot = await payments.doc(orderId).get();
      return snapshot.exists ? toPayment(snapshot) : null;
    },
    async listByOwner(ownerId) {
      // Index: payments (ownerId ASC, createdAt DESC).
      const snapshot = await payments
        .where('ownerId', '==', ownerId)
        .orderBy('createdAt', 'desc')
        .get();
      return snapshot.docs.map(toPayment);
    },
    async listCreatedBetween({ since, until, limit, after }) {
      // Index: payments (status ASC, createdAt DESC), for the reconciler.
      let query = payments
        .where('status', '==', 'created')
        .where('createdAt', '>=', Timestamp.fromDate(since))
        .where('createdAt', '<', Timestamp.fromDate(until))
        .orderBy('createdAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(storedTime(after.createdAt), after.orderId);
      const snapshot = await query.limit(limit).get();
      return snapshot.docs.map(toPayment);
    },
    async expireCreatedBefore(cutoff, limit) {
      // Index: payments (status ASC, createdAt ASC).
      const due = await payments
        .where('status', '==', 'created')
        .where('createdAt', '<', Timestamp.fromDate(cutoff))
        .orderBy('createdAt')
        .limit(limit)
        .get();
      if (due.empty) return [];
      return runTransaction(db, async (transaction) => {
        const current = await transaction.getAll(...due.docs.map((doc) => doc.ref));
        // Every read is done: only orders still `created` move, so a payment meanwhile wins.
        const expired = current
          .filter((snapshot) => snapshot.exists && canCloseUnpaid(toPayment(snapshot)))
          .map((snapshot) => ({ ...toPayment(snapshot), status: 'expired' as const }));
        for (const order of expired) {
          transaction.update(payments.doc(order.orderId), { status: 'expired' });
        }
        return expired;
      });
    },
    async credit(request) {
      assertLedgerDelta(request.entry);
      return runTransaction(db, async (transaction): Promise<CreditResult> => {
        const payment = await mustGet(transaction, request.orderId);
        const outcome = decideCredit(payment, request.razorpayPaymentId);
        if (outcome !== 'credited') {
          return { outcome, payment, tokenBalance: await balanceOf(transaction, payment.ownerId) };
        }

        const [owner, existingEntry, counterSnapshot] = await transaction.getAll(
          userDoc(db, payment.ownerId),
          ledgerEntryDoc(db, payment.ownerId, request.entry.key),
          counters.doc(request.number.counter),
        );
        if (!owner || !existingEntry || !counterSnapshot) {
          throw new Error('Firestore getAll returned fewer documents');
        }
        const plan = planLedgerWrite(
          payment.ownerId,
          ledgerFieldsOf(owner),
          existingEntry,
          request.entry,
          request.paidAt,
        );
        const number = nextNumber(transaction, request.number.counter, counterSnapshot);
        const paid = paidOrder(payment, request, number.sequence);

        // Every read is done: from here on, only writes.
        if (plan.applied) {
          transaction.create(ledgerEntryDoc(db, payment.ownerId, request.entry.key), plan.entryDoc);
          transaction.update(userDoc(db, payment.ownerId), { ...plan.ledger });
        }
        number.claim();
        transaction.update(payments.doc(request.orderId), {
          status: paid.status,
          razorpayPaymentId: paid.razorpayPaymentId,
          paidAt: Timestamp.fromDate(request.paidAt),
          receiptNumber: paid.receiptNumber,
          invoice: paid.invoice,
        });
        const tokenBalance = plan.applied
          ? plan.ledger.tokenBalance
          : (ledgerFieldsOf(owner)?.tokenBalance ?? 0);
        return { outcome, payment: paid, tokenBalance };
      });
    },
    async listPaidBetween(since, until) {
      // Index: payments (status ASC, paidAt ASC), for the invoice export.
      const snapshot = await payments
        .where('status', '==', 'paid')
        .where('paidAt', '>=', Timestamp.fromDate(since))
        .where('paidAt', '<', Timestamp.fromDate(until))
        .orderBy('paidAt')
        .get();
      return snapshot.docs.map(toPayment);
    },
    async findByPaymentId(razorpayPaymentId) {
      const snapshot = await payments.where('razorpayPaymentId', '==', razorpayPaymentId).get();
      const found = snapshot.docs.map(toPayment);
      // A failed attempt also records its payment id; the order it paid is the one that counts.
      return found.find((payment) => payment.status === 'paid') ?? found[0] ?? null;
    },
    async reverse(request) {
      return runTransaction(db, async (transaction): Promise<ReversalResult> => {
        const payment = await mustGet(transaction, request.orderId);
        // A deleted account's records keep no owner: the refund is recorded, nothing is taken.
        const fields = payment.ownerId
          ? ledgerFieldsOf(await transaction.get(userDoc(db, payment.ownerId)))
          : null;
        const tokenBalance = fields?.tokenBalance ?? 0;
        const decision = request.decide(payment, tokenBalance);
        if (!decision.apply) return { outcome: decision.outcome, payment, tokenBalance };
        const { entry } = decision;
        const plan = entry
          ? planLedgerWrite(
              payment.ownerId,
              fields,
              await transaction.get(ledgerEntryDoc(db, payment.ownerId, entry.key)),
              entry,
              new Date(decision.reversal.at),
            )
          : null;
        const series = decision.creditNote?.series.counter;
        const number = series
          ? nextNumber(transaction, series, await transaction.get(counters.doc(series)))
          : null;

        // Every read is done: from here on, only writes.
        number?.claim();
        const reversals = [
          ...payment.reversals,
          recordedReversal(decision, number?.sequence ?? null),
        ];
        if (entry && plan) writeLedgerPlan(transaction, db, payment.ownerId, entry.key, plan);
        transaction.update(payments.doc(request.orderId), {
          reversals: reversals.map(toReversalDoc),
        });
        return {
          outcome: 'reversed',
          payment: { ...payment, reversals },
          tokenBalance: plan?.applied ? plan.ledger.tokenBalance : tokenBalance,
        };
      });
    },
    async markFailed(orderId, razorpayPaymentId) {
      return runTransaction(db, async (transaction) => {
        const payment = await mustGet(transaction, orderId);
        if (!canCloseUnpaid(payment)) return payment;
        transaction.update(payments.doc(orderId), { status: 'failed', razorpayPaymentId });
        return { ...payment, status: 'failed', razorpayPaymentId };
      });
    },
    async holdReversal(reversal) {
      const data: z.input<typeof heldReversalDocumentSchema> = {
        kind: reversal.kind,
        paymentId: reversal.paymentId,
        amountPaise: reversal.amountPaise,
        receivedAt: storedTime(reversal.receivedAt),
      };
      try {
        await db.collection(COLLECTIONS.heldReversals).doc(reversal.id).create(data);
      } catch (error) {
        // Held before (a retried delivery, or the refund and its webhook): the first stays.
        if (!isAlreadyExists(error)) throw error;
      }
    },
    async heldReversals(razorpayPaymentId) {
      // One field's equality: no composite index; a payment has a handful at most.
      const snapshot = await db
        .collection(COLLECTIONS.heldReversals)
        .where('paymentId', '==', razorpayPaymentId)
        .get();
      return snapshot.docs
        .map((doc): HeldReversal => ({
          id: doc.id,
          ...readDocument(heldReversalDocumentSchema, doc),
        }))
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
    },
    async hasWebhookEvent(eventId) {
      return (await db.collection(COLLECTIONS.webhookEvents).doc(eventId).get()).exists;
    },
    async recordWebhookEvent(event) {
      const data: z.input<typeof webhookEventDocumentSchema> = {
        type: event.type,
        receivedAt: storedTime(event.receivedAt),
      };
      try {
        await db.collection(COLLECTIONS.webhookEvents).doc(event.eventId).create(data);
      } catch (error) {
        // Recorded before (a retried delivery raced this one): the first record stays.
        if (!isAlreadyExists(error)) throw error;
      }
    },
  };
}
