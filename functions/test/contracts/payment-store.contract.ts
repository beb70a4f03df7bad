import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Conflict, NotFound } from '../../src/core/errors.js';
import type { PaymentStore } from '../../src/core/ports/payment-store.port.js';
import type { TokenLedger } from '../../src/core/ports/token-ledger.port.js';
import type { UserStore } from '../../src/core/ports/user-store.port.js';
import { PLANS, paymentWebhookSchema } from '@thumbforge/contract';
import { checkoutSignature } from '../../src/core/payments/payment-signatures.js';
import { receivePaymentWebhook } from '../../src/core/payments/receive-payment-webhook.js';
import { decideReversal, type PurchaseReversal } from '../../src/core/payments/reverse-purchase.js';
import { parseEnv } from '../../src/composition/env.js';
import { verifyPayment } from '../../src/core/payments/verify-payment.js';
import type { PaymentGateway } from '../../src/core/ports/payment-gateway.port.js';
import {
  createUser,
  INVOICE_TERMS,
  invoicedCredit,
  PAID_AT,
  paymentCredit,
  paymentOrder,
} from '../support/store-records.js';

interface PaymentStoreFixture {
  payments: PaymentStore;
  /** Owners are created through their store, with 3 signup tokens. */
  users: UserStore;
  ledger: TokenLedger;
  close(): Promise<void> | void;
}

/** The PaymentStore port's behaviour, run against every adapter. */
export function describePaymentStore(
  name: string,
  makeFixture: () => Promise<PaymentStoreFixture>,
): void {
  describe(`PaymentStore contract: ${name}`, () => {
    let fixture: PaymentStoreFixture;
    let payments: PaymentStore;

    const owner = (id = 'user_ann') => createUser(fixture.users, id, 3);

    beforeEach(async () => {
      fixture = await makeFixture();
      payments = fixture.payments;
      await owner();
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('stores an order and finds it by id', async () => {
      await payments.create(paymentOrder('order_1'));

      expect(await payments.get('order_1')).toEqual(paymentOrder('order_1'));
      expect(await payments.get('order_2')).toBeNull();
    });

    it("lists only the owner's orders, newest first", async () => {
      await owner('user_bob');
      await payments.create(paymentOrder('order_old', { createdAt: '2026-01-01T00:00:00.000Z' }));
      await payments.create(paymentOrder('order_new', { createdAt: '2026-02-01T00:00:00.000Z' }));
      await payments.create(paymentOrder('order_bob', { ownerId: 'user_bob' }));

      expect((await payments.listByOwner('user_ann')).map((p) => p.orderId)).toEqual([
        'order_new',
        'order_old',
      ]);
      expect((await payments.listByOwner('user_bob')).map((p) => p.orderId)).toEqual(['order_bob']);
    });

    it('lists orders still created in a window, of every owner, newest first, page by page', async () => {
      await owner('user_bob');
      const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;
      await payments.create(paymentOrder('order_before', { createdAt: at(1) }));
      await payments.create(paymentOrder('order_a', { createdAt: at(2) }));
      await payments.create(paymentOrder('order_b', { createdAt: at(3), ownerId: 'user_bob' }));
      await payments.create(paymentOrder('order_c', { createdAt: at(3) }));
      await payments.create(paymentOrder('order_d', { createdAt: at(4) }));
      await payments.create(paymentOrder('order_paid', { createdAt: at(4) }));
      await payments.credit(paymentCredit('order_paid', 'pay_1'));
      await payments.create(paymentOrder('order_failed', { createdAt: at(4) }));
      await payments.markFailed('order_failed', 'pay_2');
      await payments.create(paymentOrder('order_too_new', { createdAt: at(5) }));

      const window = { since: new Date(at(2)), until: new Date(at(5)), limit: 2 };
      const first = await payments.listCreatedBetween(window);
      expect(first.map((p) => p.orderId)).toEqual(['order_d', 'order_c']);
      const second = await payments.listCreatedBetween({ ...window, after: first.at(-1) });
      expect(second.map((p) => p.orderId)).toEqual(['order_b', 'order_a']);
      const last = await payments.listCreatedBetween({ ...window, after: second.at(-1) });
      expect(last).toEqual([]);
    });

    it('expires orders still created before a cutoff, oldest first, at most a batch', async () => {
      const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;
      await payments.create(paymentOrder('order_b', { createdAt: at(2) }));
      await payments.create(paymentOrder('order_a', { createdAt: at(1) }));
      await payments.create(paymentOrder('order_c', { createdAt: at(3) }));
      await payments.create(paymentOrder('order_paid', { createdAt: at(1) }));
      await payments.credit(paymentCredit('order_paid', 'pay_1'));
      await payments.create(paymentOrder('order_failed', { createdAt: at(1) }));
      await payments.markFailed('order_failed', 'pay_2');
      await payments.create(paymentOrder('order_open', { createdAt: at(5) }));
      const cutoff = new Date(at(4));

      const first = await payments.expireCreatedBefore(cutoff, 2);
      expect(first.map((p) => [p.orderId, p.status])).toEqual([
        ['order_a', 'expired'],
        ['order_b', 'expired'],
      ]);
      expect((await payments.expireCreatedBefore(cutoff, 2)).map((p) => p.orderId)).toEqual([
        'order_c',
      ]);
      expect(await payments.expireCreatedBefore(cutoff, 2)).toEqual([]);
      const statuses = await Promise.all(
        ['order_a', 'order_paid', 'order_failed', 'order_open'].map(
          async (id) => (await payments.get(id))?.status,
        ),
      );
      expect(statuses).toEqual(['expired', 'paid', 'failed', 'created']);
    });

    it('keeps an expired order expired on a failure, and credits a late payment of it', async () => {
      await payments.create(paymentOrder('order_1', { createdAt: '2026-01-01T00:00:00.000Z' }));
      await payments.expireCreatedBefore(new Date('2026-01-04T00:00:00.000Z'), 10);

      expect((await payments.markFailed('order_1', 'pay_1')).status).toBe('expired');
      const late = await payments.credit(paymentCredit('order_1', 'pay_2'));
      expect(late.outcome).toBe('credited');
      expect(late.payment.status).toBe('paid');
      expect(await payments.expireCreatedBefore(new Date('2026-01-04T00:00:00.000Z'), 10)).toEqual(
        [],
      );
      expect((await payments.get('order_1'))?.status).toBe('paid');
    });

    it('credits once: the ledger entry, paid, the payment id, paidAt and a receipt number', async () => {
      await payments.create(paymentOrder('order_1'));

      const first = await payments.credit(paymentCredit('order_1', 'pay_1'));
      expect(first.outcome).toBe('credited');
      expect(first.tokenBalance).toBe(28);
      expect(first.payment).toEqual(
        paymentOrder('order_1', {
          status: 'paid',
          razorpayPaymentId: 'pay_1',
          paidAt: PAID_AT.toISOString(),
          receiptNumber: 'R-1',
        }),
      );

      const again = await payments.credit(paymentCredit('order_1', 'pay_1'));
      expect(again).toEqual({
        outcome: 'already-credited',
        payment: first.payment,
        tokenBalance: 28,
      });
      expect(await fixture.ledger.balance('user_ann')).toBe(28);
      const entries = await fixture.ledger.entries('user_ann');
      expect(entries).toHaveLength(2);
      expect(entries.find((entry) => entry.key === 'pay:pay_1')).toMatchObject({
        delta: 25,
        reason: 'purchase',
        ref: 'order_1',
        balanceAfter: 28,
      });
    });

    it('does not credit an order already paid by another payment', async () => {
      await payments.create(paymentOrder('order_1'));
      await payments.credit(paymentCredit('order_1', 'pay_1'));

      const second = await payments.credit(paymentCredit('order_1', 'pay_2'));
      expect(second.outcome).toBe('paid-by-another-payment');
      expect(second.payment.razorpayPaymentId).toBe('pay_1');
      expect(await fixture.ledger.balance('user_ann')).toBe(28);
    });

    it('credits once under parallel attempts with the same payment', async () => {
      await payments.create(paymentOrder('order_1'));

      const results = await Promise.all(
        Array.from({ length: 10 }, () => payments.credit(paymentCredit('order_1', 'pay_1'))),
      );
      expect(results.filter((r) => r.outcome === 'credited')).toHaveLength(1);
      expect(results.every((r) => r.tokenBalance === 28)).toBe(true);
      expect(await fixture.ledger.entries('user_ann')).toHaveLength(2);
    });

    it('numbers receipts sequentially and uniquely under parallel credits', async () => {
      const ids = Array.from({ length: 12 }, (_, i) => `order_${i}`);
      for (const id of ids) await payments.create(paymentOrder(id));

      const results = await Promise.all(
        ids.map((id, i) => payments.credit(paymentCredit(id, `pay_${i}`))),
      );
      const numbers = results.map((r) => r.payment.receiptNumber);
      expect(new Set(numbers).size).toBe(12);
      expect([...numbers].sort((a, b) => Number(a?.slice(2)) - Number(b?.slice(2)))).toEqual(
        ids.map((_, i) => `R-${i + 1}`),
      );
      expect(await fixture.ledger.balance('user_ann')).toBe(3 + 12 * 25);
    });

    it('writes nothing when the ledger refuses the entry', async () => {
      await payments.create(paymentOrder('order_1'));
      await payments.create(paymentOrder('order_2'));
      await payments.credit(paymentCredit('order_1', 'pay_1'));

      // The same payment id with another order as its ref is a reused idempotency key.
      await expect(payments.credit(paymentCredit('order_2', 'pay_1'))).rejects.toBeInstanceOf(
        Conflict,
      );
      expect(await payments.get('order_2')).toEqual(paymentOrder('order_2'));
      const next = await payments.credit(paymentCredit('order_2', 'pay_2'));
      expect(next.payment.receiptNumber).toBe('R-2');
    });

    it('moves only created orders to failed, and lets a failed one be paid later', async () => {
      await payments.create(paymentOrder('order_1'));

      const failed = await payments.markFailed('order_1', 'pay_failed');
      expect(failed).toMatchObject({ status: 'failed', razorpayPaymentId: 'pay_failed' });

      const paid = await payments.credit(paymentCredit('order_1', 'pay_ok'));
      expect(paid.outcome).toBe('credited');
      expect(paid.payment).toMatchObject({ status: 'paid', razorpayPaymentId: 'pay_ok' });

      const after = await payments.markFailed('order_1', 'pay_late_failure');
      expect(after).toMatchObject({ status: 'paid', razorpayPaymentId: 'pay_ok' });
    });

    it('refuses credits and failures of an unknown order', async () => {
      await expect(payments.credit(paymentCredit('order_x', 'pay_1'))).rejects.toBeInstanceOf(
        NotFound,
      );
      await expect(payments.markFailed('order_x', 'pay_1')).rejects.toBeInstanceOf(NotFound);
      expect(await fixture.ledger.balance('user_ann')).toBe(3);
    });

    it('remembers handled webhook events, keeping the first record', async () => {
      expect(await payments.hasWebhookEvent('evt_1')).toBe(false);

      await payments.recordWebhookEvent({
        eventId: 'evt_1',
        type: 'payment.captured',
        receivedAt: PAID_AT.toISOString(),
      });
      await payments.recordWebhookEvent({
        eventId: 'evt_1',
        type: 'order.paid',
        receivedAt: PAID_AT.toISOString(),
      });

      expect(await payments.hasWebhookEvent('evt_1')).toBe(true);
      expect(await payments.hasWebhookEvent('evt_2')).toBe(false);
    });

    it('numbers 20 tax invoices paid at once consecutively in their year, apart from receipts', async () => {
      const ids = Array.from({ length: 20 }, (_, i) => `order_${i}`);
      for (const id of [...ids, 'order_receipt']) await payments.create(paymentOrder(id));

      const results = await Promise.all(
        ids.map((id, i) => payments.credit(invoicedCredit(id, `pay_${i}`))),
      );
      const numbers = results.map((r) => r.payment.receiptNumber ?? '').sort();
      expect(numbers).toEqual(ids.map((_, i) => `TF/25-26/${String(i + 1).padStart(6, '0')}`));
      expect(results.every((r) => r.outcome === 'credited')).toBe(true);
      expect(await payments.get('order_7')).toMatchObject({ invoice: INVOICE_TERMS });
      const receipt = await payments.credit(paymentCredit('order_receipt', 'pay_receipt'));
      expect(receipt.payment).toMatchObject({ receiptNumber: 'R-1', invoice: null });
    });

    it('keeps the billing details an order was placed with', async () => {
      const billing = {
        name: 'Asha Rao',
        email: 'asha@example.com',
        state: '29',
        gstin: null,
        address: null,
      };
      await payments.create(paymentOrder('order_1', { billing }));
      await payments.credit(invoicedCredit('order_1', 'pay_1'));
      expect((await payments.get('order_1'))?.billing).toEqual(billing);
    });

    it('lists paid orders of every owner by the time they were paid', async () => {
      await owner('user_bob');
      await payments.create(paymentOrder('order_ann'));
      await payments.create(paymentOrder('order_bob', { ownerId: 'user_bob' }));
      await payments.create(paymentOrder('order_open'));
      await payments.credit(paymentCredit('order_ann', 'pay_1'));
      await payments.credit({
        ...paymentCredit('order_bob', 'pay_2'),
        paidAt: new Date('2026-04-02'),
      });

      const march = await payments.listPaidBetween(new Date('2026-03-01'), new Date('2026-04-01'));
      expect(march.map((p) => p.orderId)).toEqual(['order_ann']);
      const spring = await payments.listPaidBetween(new Date('2026-01-01'), new Date('2026-05-01'));
      expect(spring.map((p) => p.orderId)).toEqual(['order_ann', 'order_bob']);
    });

    describe('refunds and disputes', () => {
      const refund = (id: string, amountPaise = 140_000): PurchaseReversal => ({
        id,
        kind: 'refund',
        paymentId: 'pay_1',
        amountPaise,
      });
      const reverse = (orderId: string, reversal: PurchaseReversal) =>
        payments.reverse({
          orderId,
          decide: (payment, balance) => decideReversal(payment, balance, reversal, PAID_AT),
        });

      it('numbers credit notes of tax invoices in their own series, with the reversal', async () => {
        const ids = Array.from({ length: 6 }, (_, i) => `order_${i}`);
        for (const id of ids) await payments.create(paymentOrder(id));
        for (const [i, id] of ids.entries()) await payments.credit(invoicedCredit(id, `pay_${i}`));
        const reversal = (i: number, amountPaise: number) =>
          payments.reverse({
            orderId: `order_${i}`,
            decide: (payment, balance) =>
              decideReversal(
                payment,
                balance,
                { id: `rfnd_${i}`, kind: 'refund', paymentId: `pay_${i}`, amountPaise },
                PAID_AT,
              ),
          });

        const results = await Promise.all(ids.map((_, i) => reversal(i, 56_000)));
        const notes = results.map((r) => r.payment.reversals[0]?.creditNote);
        expect(notes.map((note) => note?.number).sort()).toEqual(
          ids.map((_, i) => `CN/25-26/${String(i + 1).padStart(6, '0')}`),
        );
        expect(notes.every((note) => note?.amount === 560)).toBe(true);
        const stored = await payments.get('order_0');
        expect(stored?.reversals[0]?.creditNote).toEqual(notes[0]);
        // A receipt (no tax invoice) gets no credit note and takes no number.
        await payments.create(paymentOrder('order_receipt'));
        await payments.credit(paymentCredit('order_receipt', 'pay_r'));
        const plain = await payments.reverse({
          orderId: 'order_receipt',
          decide: (payment, balance) =>
            decideReversal(
              payment,
              balance,
              { id: 'rfnd_r', kind: 'refund', paymentId: 'pay_r', amountPaise: 140_000 },
              PAID_AT,
            ),
        });
        expect(plain.payment.reversals[0]?.creditNote).toBeNull();
      });

      it('finds the order a payment id paid, before one it failed', async () => {
        await payments.create(paymentOrder('order_1'));
        await payments.create(paymentOrder('order_2'));
        await payments.markFailed('order_2', 'pay_1');
        await payments.credit(paymentCredit('order_1', 'pay_1'));

        expect((await payments.findByPaymentId('pay_1'))?.orderId).toBe('order_1');
        expect(await payments.findByPaymentId('pay_unknown')).toBeNull();
      });

      it('appends a reversal and takes its tokens back in one step, once per id', async () => {
        await payments.create(paymentOrder('order_1'));
        await payments.credit(paymentCredit('order_1', 'pay_1'));

        const first = await reverse('order_1', refund('rfnd_1'));
        expect(first.outcome).toBe('reversed');
        expect(first.tokenBalance).toBe(3);
        expect(first.payment.reversals).toEqual([
          {
            id: 'rfnd_1',
            kind: 'refund',
            amount: 1400,
            tokensTakenBack: 25,
            at: PAID_AT.toISOString(),
            creditNote: null,
          },
        ]);
        expect(await payments.get('order_1')).toEqual(first.payment);

        const again = await reverse('order_1', refund('rfnd_1'));
        expect(again).toMatchObject({ outcome: 'already-applied', tokenBalance: 3 });
        expect(await fixture.ledger.balance('user_ann')).toBe(3);
        const entries = await fixture.ledger.entries('user_ann');
        expect(entries.filter((entry) => entry.reason === 'purchase-refund')).toEqual([
          expect.objectContaining({
            key: 'refund-pay:rfnd_1',
            delta: -25,
            ref: 'order_1',
            balanceAfter: 3,
          }),
        ]);
      });

      it('records a reversal with no entry when the tokens are spent, never below 0', async () => {
        await payments.create(paymentOrder('order_1'));
        await payments.credit(paymentCredit('order_1', 'pay_1'));
        await fixture.ledger.apply('user_ann', { key: 'gen:m1', delta: -27, reason: 'generation' });

        const partly = await reverse('order_1', refund('rfnd_1', 70_000));
        expect(partly.payment.reversals[0]?.tokensTakenBack).toBe(1);
        expect(partly.tokenBalance).toBe(0);
        const none = await reverse('order_1', refund('rfnd_2', 70_000));
        expect(none.outcome).toBe('reversed');
        expect(none.payment.reversals.map((r) => r.tokensTakenBack)).toEqual([1, 0]);
        expect(await fixture.ledger.balance('user_ann')).toBe(0);
        expect(await fixture.ledger.entries('user_ann')).toHaveLength(4);
      });

      it('applies one reversal once under parallel deliveries', async () => {
        await payments.create(paymentOrder('order_1'));
        await payments.credit(paymentCredit('order_1', 'pay_1'));

        const results = await Promise.all(
          Array.from({ length: 8 }, () => reverse('order_1', refund('rfnd_1'))),
        );
        expect(results.filter((r) => r.outcome === 'reversed')).toHaveLength(1);
        expect((await payments.get('order_1'))?.reversals).toHaveLength(1);
        expect(await fixture.ledger.balance('user_ann')).toBe(3);
      });

      it("records a refund of a deleted account's payment, taking nothing", async () => {
        await payments.create(
          paymentOrder('order_1', {
            ownerId: '',
            status: 'paid',
            razorpayPaymentId: 'pay_1',
            paidAt: PAID_AT.toISOString(),
            receiptNumber: 'R-1',
          }),
        );
        const result = await reverse('order_1', refund('rfnd_1'));
        expect(result).toMatchObject({ outcome: 'reversed', tokenBalance: 0 });
        expect((await payments.get('order_1'))?.reversals).toMatchObject([
          { id: 'rfnd_1', tokensTakenBack: 0 },
        ]);
      });

      it('leaves an unpaid order alone and refuses an unknown one', async () => {
        await payments.create(paymentOrder('order_1'));
        const unpaid = await reverse('order_1', refund('rfnd_1'));
        expect(unpaid).toMatchObject({ outcome: 'not-paid', tokenBalance: 3 });
        expect(await payments.get('order_1')).toEqual(paymentOrder('order_1'));
        await expect(reverse('order_x', refund('rfnd_2'))).rejects.toBeInstanceOf(NotFound);
      });
    });

    it('holds a reversal for a payment not credited yet, keeping the first of one id', async () => {
      const held = (id: string, paymentId: string, receivedAt: string) => ({
        id,
        kind: 'refund' as const,
        paymentId,
        amountPaise: 70_000,
        receivedAt,
      });
      await payments.holdReversal(held('rfnd_2', 'pay_1', '2026-03-01T10:00:02.000Z'));
      await payments.holdReversal(held('rfnd_1', 'pay_1', '2026-03-01T10:00:01.000Z'));
      await payments.holdReversal(held('rfnd_1', 'pay_1', '2026-03-01T10:00:09.000Z'));
      await payments.holdReversal(held('rfnd_3', 'pay_2', '2026-03-01T10:00:00.000Z'));

      expect(await payments.heldReversals('pay_1')).toEqual([
        held('rfnd_1', 'pay_1', '2026-03-01T10:00:01.000Z'),
        held('rfnd_2', 'pay_1', '2026-03-01T10:00:02.000Z'),
      ]);
      expect(await payments.heldReversals('pay_none')).toEqual([]);
    });

    describe('verify, payment.captured, refund.processed and payment.dispute.created in any order', () => {
      const EVENTS = ['verify', 'payment.captured', 'refund.processed', 'payment.dispute.created'];
      const permutations = (items: string[]): string[][] =>
        items.length <= 1
          ? [items]
          : items.flatMap((item, i) =>
              permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [
                item,
                ...rest,
              ]),
            );
      const ORDERS = permutations(EVENTS);
      const SECRETS = { keySecret: 'key-secret', webhookSecret: 'webhook-secret' };
      const PRICE_PAISE = PLANS.premium.amount * 100;

      /** One delivery of `event` for the order, as Checkout's verify or Razorpay's webhook sends it. */
      async function deliver(event: string, orderId: string, paymentId: string, eventId: string) {
        const ports = {
          store: payments,
          users: fixture.users,
          gateway: {} as PaymentGateway,
          secrets: SECRETS,
          now: () => PAID_AT,
          invoicing: parseEnv({}).invoicing,
        };
        if (event === 'verify') {
          return verifyPayment(
            'user_ann',
            {
              razorpay_order_id: orderId,
              razorpay_payment_id: paymentId,
              razorpay_signature: checkoutSignature(SECRETS.keySecret, orderId, paymentId),
            },
            ports,
          );
        }
        const payment = {
          id: paymentId,
          entity: 'payment',
          amount: PRICE_PAISE,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
        };
        const reversal = {
          currency: 'INR',
          payment_id: paymentId,
          ...(event === 'refund.processed'
            ? { id: `rfnd_${orderId}`, entity: 'refund', amount: PRICE_PAISE / 2 }
            : { id: `disp_${orderId}`, entity: 'dispute', amount: PRICE_PAISE / 4 }),
        };
        return receivePaymentWebhook(
          eventId,
          paymentWebhookSchema.parse({
            event,
            payload: {
              payment: { entity: payment },
              ...(event === 'refund.processed' ? { refund: { entity: reversal } } : {}),
              ...(event === 'payment.dispute.created' ? { dispute: { entity: reversal } } : {}),
            },
          }),
          ports,
        );
      }

      ORDERS.forEach((order, index) => {
        it(`${order.join(', ')}: credits once and applies each reversal once`, async () => {
          const orderId = `order_${index}`;
          const paymentId = `pay_${index}`;
          await payments.create(paymentOrder(orderId));
          for (const [step, event] of order.entries()) {
            await deliver(event, orderId, paymentId, `evt_${index}_${step}`);
          }
          // Everything again, as Razorpay redelivers with new event ids: nothing changes.
          for (const [step, event] of order.entries()) {
            await deliver(event, orderId, paymentId, `evt_${index}_again_${step}`);
          }

          const paid = await payments.get(orderId);
          expect(paid).toMatchObject({ status: 'paid', razorpayPaymentId: paymentId });
          expect(paid?.reversals.map((reversal) => reversal.id).sort()).toEqual([
            `disp_${orderId}`,
            `rfnd_${orderId}`,
          ]);
          // A half and a quarter of 25 tokens' price: 18 whole tokens, in either order.
          expect(paid?.reversals.reduce((sum, r) => sum + r.tokensTakenBack, 0)).toBe(18);
          expect(await fixture.ledger.balance('user_ann')).toBe(3 + 25 - 18);
          const keys = (await fixture.ledger.entries('user_ann')).map((entry) => entry.key).sort();
          expect(keys).toEqual(
            [
              `dispute:disp_${orderId}`,
              `pay:${paymentId}`,
              `refund-pay:rfnd_${orderId}`,
              'signup',
            ].sort(),
          );
        });
      });
    });
  });
}
