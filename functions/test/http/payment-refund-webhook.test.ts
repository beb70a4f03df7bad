import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_PATHS, errorBodySchema, paymentListResponseSchema } from '@thumbforge/contract';
import { readPdf } from '../support/pdf-text.js';
import {
  balanceOf,
  bearer,
  userIdOf,
  verifiedPurchase,
  postWebhook,
  receipt,
  reversalWebhookBody,
  SANDBOX_SECRETS_ENV,
  withSandboxServer,
} from '../support/payments.js';

describe('refund.processed and payment.dispute.created webhooks', () => {
  const sandbox = withSandboxServer('refund');
  let events = 0;
  const eventId = () => `evt_refund_${(events += 1)}`;

  /** A user with 3 signup tokens and a verified standard order: 800 rupees, 10 tokens. */
  async function paidUser() {
    const token = await sandbox.newUser();
    const { orderId, paymentId } = await verifiedPurchase(sandbox.server, token);
    const userId = await userIdOf(sandbox.server, token);
    const reversal = (event: string, id: string, amountPaise = 80_000) =>
      reversalWebhookBody(event, {
        id,
        paymentId,
        orderId,
        amountPaise,
        paidPaise: 80_000,
      });
    return { token, userId, orderId, paymentId, reversal };
  }

  const spend = (userId: string, tokens: number) =>
    sandbox.server.deps.ledger.apply(userId, {
      key: `gen:spent-${userId}-${tokens}`,
      delta: -tokens,
      reason: 'generation',
    });

  async function ledgerConsistent(userId: string) {
    const entries = await sandbox.server.deps.ledger.entries(userId);
    const sum = entries.reduce((total, entry) => total + entry.delta, 0);
    expect(await sandbox.server.deps.ledger.balance(userId)).toBe(sum);
    return entries;
  }

  it('takes back the tokens of a full refund once, however often it is delivered', async () => {
    const { token, userId, orderId, reversal } = await paidUser();
    expect(await balanceOf(sandbox.server, token)).toBe(13);
    const body = reversal('refund.processed', 'rfnd_FullRefund0001');

    const id = eventId();
    for (let delivery = 0; delivery < 3; delivery += 1) {
      await postWebhook(sandbox.server, body, { eventId: id }).expect(200, { received: true });
    }
    // The same refund under a new event id (Razorpay re-sent it) changes nothing either.
    await postWebhook(sandbox.server, body, { eventId: eventId() }).expect(200);

    expect(await balanceOf(sandbox.server, token)).toBe(3);
    const entries = await ledgerConsistent(userId);
    expect(entries.filter((entry) => entry.reason === 'purchase-refund')).toEqual([
      expect.objectContaining({
        key: 'refund-pay:rfnd_FullRefund0001',
        delta: -10,
        ref: orderId,
        balanceAfter: 3,
      }),
    ]);
    expect(await sandbox.server.deps.payments.store.get(orderId)).toMatchObject({
      status: 'paid',
      reversals: [{ id: 'rfnd_FullRefund0001', kind: 'refund', amount: 800, tokensTakenBack: 10 }],
    });
  });

  it('takes back only the unspent tokens when some were spent, never going below 0', async () => {
    const { token, userId, orderId, reversal } = await paidUser();
    await spend(userId, 11);
    expect(await balanceOf(sandbox.server, token)).toBe(2);

    await postWebhook(sandbox.server, reversal('refund.processed', 'rfnd_AfterSpending1'), {
      eventId: eventId(),
    }).expect(200);

    expect(await balanceOf(sandbox.server, token)).toBe(0);
    const entries = await ledgerConsistent(userId);
    expect(entries.at(-1)).toMatchObject({ delta: -2, balanceAfter: 0 });
    expect((await sandbox.server.deps.payments.store.get(orderId))?.reversals).toMatchObject([
      { tokensTakenBack: 2, amount: 800 },
    ]);

    // All spent: the refund is recorded, and no entry is written for nothing.
    const second = await paidUser();
    await spend(second.userId, 13);
    await postWebhook(sandbox.server, second.reversal('refund.processed', 'rfnd_AllSpent00001'), {
      eventId: eventId(),
    }).expect(200);
    expect(await balanceOf(sandbox.server, second.token)).toBe(0);
    expect(
      (await ledgerConsistent(second.userId)).some((entry) => entry.reason === 'purchase-refund'),
    ).toBe(false);
    expect((await sandbox.server.deps.payments.store.get(second.orderId))?.reversals).toHaveLength(
      1,
    );
  });

  it('takes back a partial refund in proportion, rounded down, and two halves add up to all', async () => {
    const { token, reversal } = await paidUser();
    // 250 of 800 rupees is 3.125 tokens: 3 go back.
    await postWebhook(sandbox.server, reversal('refund.processed', 'rfnd_Partial000001', 25_000), {
      eventId: eventId(),
    }).expect(200);
    expect(await balanceOf(sandbox.server, token)).toBe(10);

    // The rest of the price takes the rest of the tokens, however the parts were rounded.
    await postWebhook(sandbox.server, reversal('refund.processed', 'rfnd_Partial000002', 55_000), {
      eventId: eventId(),
    }).expect(200);
    expect(await balanceOf(sandbox.server, token)).toBe(3);
  });

  it('takes back the tokens of a dispute once, and a refund of the same money after it nothing more', async () => {
    const { token, userId, orderId, reversal } = await paidUser();
    const dispute = reversal('payment.dispute.created', 'disp_Chargeback0001');

    await postWebhook(sandbox.server, dispute, { eventId: eventId() }).expect(200);
    await postWebhook(sandbox.server, dispute, { eventId: eventId() }).expect(200);
    expect(await balanceOf(sandbox.server, token)).toBe(3);
    expect((await ledgerConsistent(userId)).at(-1)).toMatchObject({
      key: 'dispute:disp_Chargeback0001',
      delta: -10,
      reason: 'purchase-refund',
    });

    await postWebhook(sandbox.server, reversal('refund.processed', 'rfnd_AfterDispute1'), {
      eventId: eventId(),
    }).expect(200);
    expect(await balanceOf(sandbox.server, token)).toBe(3);
    expect((await sandbox.server.deps.payments.store.get(orderId))?.reversals).toMatchObject([
      { kind: 'dispute', tokensTakenBack: 10 },
      { kind: 'refund', tokensTakenBack: 0 },
    ]);
  });

  it('acknowledges a refund or dispute of a payment not credited with 200 and keeps it for the credit', async () => {
    const { token } = await paidUser();
    for (const event of ['refund.processed', 'payment.dispute.created']) {
      const body = reversalWebhookBody(event, {
        id: event === 'refund.processed' ? 'rfnd_UnknownPaymnt1' : 'disp_UnknownPaymnt1',
        paymentId: 'pay_NeverSeenHere01',
        orderId: 'order_NeverSeenHer1',
        amountPaise: 80_000,
        paidPaise: 80_000,
      });
      await postWebhook(sandbox.server, body, { eventId: eventId() }).expect(200, {
        received: true,
      });
    }
    expect(await balanceOf(sandbox.server, token)).toBe(13);
    expect(
      sandbox.server.logs.filter(
        (log) =>
          log.level === 'warn' &&
          log.message === 'refund or dispute of a payment not credited yet: kept for its credit',
      ),
    ).toMatchObject([
      { event: 'refund.processed', kind: 'held' },
      { event: 'payment.dispute.created', kind: 'held' },
    ]);
    expect(
      (await sandbox.server.deps.payments.store.heldReversals('pay_NeverSeenHere01')).map(
        (held) => held.id,
      ),
    ).toEqual(expect.arrayContaining(['rfnd_UnknownPaymnt1', 'disp_UnknownPaymnt1']));
  });

  it('rejects a forged or tampered refund with 400 and takes nothing back', async () => {
    const { token, orderId, reversal } = await paidUser();
    const body = reversal('refund.processed', 'rfnd_Forged0000001');

    const forged = await postWebhook(sandbox.server, body, {
      eventId: eventId(),
      secret: 'not-the-webhook-secret',
    }).expect(400);
    expect(errorBodySchema.parse(forged.body)).toEqual({
      message: 'Invalid webhook signature',
      code: 'invalid_input',
    });
    // Signed for a small refund, sent as a full one.
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', SANDBOX_SECRETS_ENV.SANDBOX_RAZORPAY_WEBHOOK_SECRET)
      .update(reversal('refund.processed', 'rfnd_Forged0000001', 100))
      .digest('hex');
    const tamperedId = eventId();
    await postWebhook(sandbox.server, body, { eventId: tamperedId, signature }).expect(400);

    expect(await balanceOf(sandbox.server, token)).toBe(13);
    expect((await sandbox.server.deps.payments.store.get(orderId))?.reversals).toEqual([]);
    expect(await sandbox.server.deps.payments.store.hasWebhookEvent(tamperedId)).toBe(false);
  });

  it('shows the refund in the transaction history and on the receipt', async () => {
    const { token, orderId, reversal } = await paidUser();
    await postWebhook(sandbox.server, reversal('refund.processed', 'rfnd_ShownRefund01', 40_000), {
      eventId: eventId(),
    }).expect(200);

    const list = await request(sandbox.server.url)
      .get(sandbox.server.api(API_PATHS.payments))
      .set(bearer(token))
      .expect(200);
    const [payment] = paymentListResponseSchema.parse(list.body).payments;
    expect(payment).toMatchObject({
      _id: orderId,
      status: 'paid',
      reversals: [{ id: 'rfnd_ShownRefund01', kind: 'refund', amount: 400, tokensTakenBack: 5 }],
    });

    const pdf = await receipt(sandbox.server, token, orderId).expect(200);
    const text = readPdf(pdf.body as Buffer).lines.join(' ');
    expect(text).toMatch(/Refunded ₹400\.00 INR on \w{3} \d{2}, \d{4}, 5 tokens taken back/);
    expect(text).toContain('Net paid ₹400.00 INR');
  });
});
