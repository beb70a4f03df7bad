import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toChat, toChats, toPayment, toUser } from './firestore-docs';

const stored = (id: string, data: DocumentData) => new Snapshot(id, data);

/** Like Firestore's snapshot classes, whose `data()` is a method that needs its snapshot. */
class Snapshot {
  readonly #data: DocumentData;
  constructor(
    readonly id: string,
    data: DocumentData,
  ) {
    this.#data = data;
  }
  data(): DocumentData {
    return this.#data;
  }
}

/** A time as the server stores it: a Firestore Timestamp. */
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const chatDoc = (fields: Partial<DocumentData> = {}) => ({
  ownerId: 'user_1',
  title: 'Launch day',
  pinned: false,
  createdAt: at('2025-08-05T10:00:00.000Z'),
  updatedAt: at('2025-08-05T10:05:00.000Z'),
  ...fields,
});

describe('toChat', () => {
  it('reads the API shape: the document id as _id, no owner', () => {
    expect(toChat(stored('chat_1', chatDoc()))).toEqual({
      _id: 'chat_1',
      title: 'Launch day',
      pinned: false,
      createdAt: '2025-08-05T10:00:00.000Z',
      updatedAt: '2025-08-05T10:05:00.000Z',
    });
  });

  it('reads Firestore Timestamps as ISO strings', () => {
    const at = Date.UTC(2025, 7, 5, 10, 0, 0, 123);
    const chat = toChat(
      stored(
        'chat_1',
        chatDoc({
          createdAt: Timestamp.fromMillis(at),
          updatedAt: new Timestamp(1_754_388_000, 500_000_000),
        }),
      ),
    );
    expect(chat.createdAt).toBe('2025-08-05T10:00:00.123Z');
    expect(chat.updatedAt).toBe('2025-08-05T10:00:00.500Z');
  });

  it('refuses a document that is not a chat, naming the field', () => {
    expect(() => toChat(stored('chat_1', chatDoc({ pinned: 'yes' })))).toThrow(/pinned/);
    expect(() => toChat(stored('chat_1', chatDoc({ createdAt: 1_754_388_000 })))).toThrow(
      /createdAt/,
    );
    // Times are Timestamps, as the console shows them; an ISO string is not a stored time.
    expect(() =>
      toChat(stored('chat_1', chatDoc({ updatedAt: '2025-08-05T10:05:00.000Z' }))),
    ).toThrow(/updatedAt/);
  });
});

describe('toChats', () => {
  it('puts pinned chats first, keeping the query order (newest first) within each group', () => {
    const answer = [
      stored('newest', chatDoc({ createdAt: at('2025-08-05T10:00:00.000Z') })),
      stored('pinned-newer', chatDoc({ pinned: true, createdAt: at('2025-08-04T10:00:00.000Z') })),
      stored('older', chatDoc({ createdAt: at('2025-08-03T10:00:00.000Z') })),
      stored('pinned-older', chatDoc({ pinned: true, createdAt: at('2025-08-01T10:00:00.000Z') })),
    ];
    expect(toChats(answer).map((chat) => chat._id)).toEqual([
      'pinned-newer',
      'pinned-older',
      'newest',
      'older',
    ]);
  });
});

const SAVED_TECH = {
  saved: { genre: 'tech', mood: null, resolution: null, styleWords: ['red outline'] },
  learnt: null,
  recentChats: [],
} as const;

describe('toUser', () => {
  const userDoc = {
    tokenBalance: 3,
    ledgerEntries: 1,
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    emailAddresses: ['ada@example.com', 'ada@work.example'],
    preferences: SAVED_TECH,
    createdAt: at('2025-08-05T10:00:00.000Z'),
  };

  it("reads GET /auth/me's shape: the uid as id, email addresses as objects, no ledger count", () => {
    expect(toUser(stored('user_1', userDoc))).toEqual({
      id: 'user_1',
      tokenBalance: 3,
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      emailAddresses: [{ emailAddress: 'ada@example.com' }, { emailAddress: 'ada@work.example' }],
      preferences: SAVED_TECH,
    });
  });

  it('keeps empty preferences, reads the old shape as empty, refuses a negative balance', () => {
    expect(toUser(stored('u', { ...userDoc, preferences: EMPTY_PREFERENCES })).preferences).toEqual(
      EMPTY_PREFERENCES,
    );
    const old = { genre: 'tech', mood: null, resolution: null, styleNotes: ['bold red text'] };
    expect(toUser(stored('u', { ...userDoc, preferences: old })).preferences).toEqual(
      EMPTY_PREFERENCES,
    );
    expect(() => toUser(stored('u', { ...userDoc, tokenBalance: -1 }))).toThrow(/tokenBalance/);
  });

  it('shows a closed account with the day its data is deleted, 30 days on', () => {
    const closed = toUser(stored('u', { ...userDoc, closedAt: at('2026-01-01T08:00:00.000Z') }));
    expect(closed).toMatchObject({
      closedAt: '2026-01-01T08:00:00.000Z',
      deleteAfter: '2026-01-31T08:00:00.000Z',
    });
    expect(toUser(stored('u', { ...userDoc, closedAt: null }))).not.toHaveProperty('closedAt');
  });
});

describe('toPayment', () => {
  // As the server's payment store writes `payments/{orderId}`.
  const paidDoc = {
    ownerId: 'user_1',
    plan: 'premium',
    amount: 199,
    currency: 'INR',
    tokens: 25,
    status: 'paid',
    receiptNumber: 'TF-2025-000042',
    razorpayPaymentId: 'pay_Q1w2E3r4T5y6U7',
    createdAt: at('2025-08-05T10:00:00.000Z'),
    paidAt: at('2025-08-05T10:01:00.000Z'),
  };

  it('reads the API shape: the order id as _id, the Razorpay payment id as razorpayId', () => {
    expect(toPayment(stored('order_Q1w2E3r4T5y6U7', paidDoc))).toEqual({
      _id: 'order_Q1w2E3r4T5y6U7',
      receiptNumber: 'TF-2025-000042',
      status: 'paid',
      plan: 'premium',
      amount: 199,
      currency: 'INR',
      tokens: 25,
      razorpayId: 'pay_Q1w2E3r4T5y6U7',
      createdAt: '2025-08-05T10:00:00.000Z',
      reversals: [],
      // Written before billing details and tax invoices existed: none, and a receipt.
      billing: null,
      taxInvoice: false,
    });
  });

  it('reads the refunds and disputes of a payment, their times as ISO strings', () => {
    const payment = toPayment(
      stored('order_1', {
        ...paidDoc,
        reversals: [
          {
            id: 'rfnd_Q1w2E3r4T5y6U7',
            kind: 'refund',
            amount: 99.5,
            tokensTakenBack: 12,
            at: Timestamp.fromMillis(Date.UTC(2025, 7, 6)),
          },
          {
            id: 'disp_1',
            kind: 'dispute',
            amount: 99.5,
            tokensTakenBack: 0,
            at: at('2025-08-07T00:00:00.000Z'),
          },
        ],
      }),
    );
    expect(payment.reversals).toEqual([
      {
        id: 'rfnd_Q1w2E3r4T5y6U7',
        kind: 'refund',
        amount: 99.5,
        tokensTakenBack: 12,
        at: '2025-08-06T00:00:00.000Z',
        creditNote: null,
      },
      {
        id: 'disp_1',
        kind: 'dispute',
        amount: 99.5,
        tokensTakenBack: 0,
        at: '2025-08-07T00:00:00.000Z',
        creditNote: null,
      },
    ]);
  });

  it('reads an order not yet paid, with no receipt and no payment id', () => {
    const payment = toPayment(
      stored('order_1', {
        ...paidDoc,
        status: 'created',
        receiptNumber: null,
        razorpayPaymentId: null,
        paidAt: null,
        createdAt: Timestamp.fromMillis(Date.UTC(2025, 7, 5)),
      }),
    );
    expect(payment).toMatchObject({ status: 'created', receiptNumber: null, razorpayId: null });
    expect(payment.createdAt).toBe('2025-08-05T00:00:00.000Z');
  });

  it('refuses a document that is not a payment', () => {
    expect(() => toPayment(stored('order_1', { ...paidDoc, plan: 'gold' }))).toThrow(/plan/);
  });
});
