import { PLANS, type InvoiceTerms } from '@thumbforge/contract';
import { invoiceSeries } from '../../src/core/payments/invoice-numbers.js';
import type { ChatRecord } from '../../src/core/ports/chat-store.port.js';
import type { MessageRecord } from '../../src/core/ports/message-store.port.js';
import type { CreditRequest, PaymentRecord } from '../../src/core/ports/payment-store.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';

// The records the store suites write: the same for every adapter, so a difference in what the
// stores answer is the adapter's. Each test overrides only the fields it is about.

export const PROFILE = {
  fullName: 'Ann Lee',
  firstName: 'Ann',
  emailAddresses: ['ann@example.com'],
};

const CREATED_AT = '2030-01-01T00:00:00.000Z';

/** A user created through their store, as sign-up does, with `tokens` as the opening entry. */
export async function createUser(users: UserStore, id: string, tokens: number): Promise<void> {
  await users.createWithOpeningEntry(id, PROFILE, {
    key: 'signup',
    delta: tokens,
    reason: 'signup',
  });
}

/** Records of one kind: the defaults for a record's id, then the fields a test is about. */
function recordsOf<T>(defaults: (id: string) => T) {
  return (id: string, fields: Partial<T> = {}): T => ({ ...defaults(id), ...fields });
}

export const chatRecord = recordsOf<ChatRecord>((id) => ({
  id,
  ownerId: 'user_ann',
  title: '',
  pinned: false,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
}));

export const messageRecord = recordsOf<MessageRecord>((id) => ({
  id,
  chatId: 'chatAnn0000000000001',
  ownerId: 'user_ann',
  role: 'user',
  text: 'A red gaming thumbnail',
  images: [],
  status: 'complete',
  meta: {},
  createdAt: CREATED_AT,
}));

/** An open order for the premium plan, priced from the plan table (1400 rupees, 25 tokens). */
export const paymentOrder = recordsOf<PaymentRecord>((orderId) => ({
  orderId,
  ownerId: 'user_ann',
  plan: 'premium',
  amount: PLANS.premium.amount,
  currency: 'INR',
  tokens: PLANS.premium.tokens,
  status: 'created',
  receiptNumber: null,
  razorpayPaymentId: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  paidAt: null,
  reversals: [],
  billing: null,
  invoice: null,
}));

export const PAID_AT = new Date('2026-03-01T10:00:00.000Z');

/** Crediting `orderId` for `paymentId`, keyed `pay:<paymentId>` as verify and webhooks key it. */
export function paymentCredit(
  orderId: string,
  paymentId: string,
  tokens = PLANS.premium.tokens,
): CreditRequest {
  return {
    orderId,
    razorpayPaymentId: paymentId,
    paidAt: PAID_AT,
    entry: { key: `pay:${paymentId}`, delta: tokens, reason: 'purchase', ref: orderId },
    number: { counter: 'receipt', format: (sequence) => `R-${sequence}` },
    invoice: null,
  };
}

/** The terms of a seller registered in Karnataka, selling at 18% GST. */
export const INVOICE_TERMS: InvoiceTerms = {
  seller: {
    legalName: 'ThumbForge Media Private Limited',
    address: '12 MG Road, Bengaluru 560001',
    state: '29',
    gstin: '29AAGCT1234F1ZH',
  },
  sac: '998431',
  ratePercent: 18,
};

/** Crediting as a registered seller does: a tax invoice numbered from this financial year's series. */
export function invoicedCredit(orderId: string, paymentId: string): CreditRequest {
  return {
    ...paymentCredit(orderId, paymentId),
    number: invoiceSeries(PAID_AT),
    invoice: INVOICE_TERMS,
  };
}
