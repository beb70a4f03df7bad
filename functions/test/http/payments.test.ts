import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIX,
  errorBodySchema,
  ORDER_ID_PATTERN,
  paymentListResponseSchema,
  PLAN_NAMES,
  PLANS,
  verifyPaymentResponseSchema,
  PAYMENT_MESSAGES,
} from '@thumbforge/contract';
import { createRazorpayPaymentGateway } from '../../src/adapters/razorpay/razorpay-payment-gateway.js';
import { OPEN_ORDERS_PER_USER } from '../../src/core/payments/create-order.js';
import { embeddedDatabaseFile } from '../../src/composition/embedded.js';
import { createApp } from '../../src/http/create-app.js';
import { startFakeRazorpay } from '../support/fake-razorpay.js';
import {
  balanceOf,
  bearer,
  checkoutSignatureFor,
  createOrder,
  paidCheckout,
  receipt as receiptOf,
  withSandboxServer,
} from '../support/payments.js';
import { glyphHasOutline, readPdf } from '../support/pdf-text.js';

describe('payments API', () => {
  const sandbox = withSandboxServer('payer', { SUPPORT_EMAIL: 'billing@example.com' });
  const { newUser } = sandbox;

  const verify = (token: string, body: unknown) =>
    request(sandbox.server.url)
      .post(sandbox.server.api(API_PATHS.verifyPayment))
      .set(bearer(token))
      .send(body as object);

  const ledgerOf = async (token: string) => {
    const res = await request(sandbox.server.url)
      .get(sandbox.server.api(API_PATHS.me))
      .set(bearer(token));
    return sandbox.server.deps.ledger.entries((res.body as { user: { id: string } }).user.id);
  };

  describe('POST /payment/create-order', () => {
    it.each(PLAN_NAMES)('opens a %s order priced from the plan table', async (planName) => {
      const token = await newUser();
      const order = await createOrder(sandbox.server, token, planName);

      expect(order).toEqual({
        amount: PLANS[planName].amount,
        orderId: expect.stringMatching(ORDER_ID_PATTERN),
        currency: 'INR',
        keyId: 'rzp_test_sandbox',
      });
      const stored = await sandbox.server.deps.payments.store.get(order.orderId);
      expect(stored).toMatchObject({
        plan: planName,
        amount: PLANS[planName].amount,
        tokens: PLANS[planName].tokens,
        status: 'created',
        receiptNumber: null,
      });

      const db = new Database(embeddedDatabaseFile(sandbox.dataDir), { readonly: true });
      try {
        const sent = db
          .prepare<[string], { amount_paise: number; receipt: string; notes: string }>(
            'SELECT amount_paise, receipt, notes FROM sandbox_orders WHERE id = ?',
          )
          .get(order.orderId);
        expect(sent?.amount_paise).toBe(PLANS[planName].amount * 100);
        expect(sent?.receipt.length).toBeLessThanOrEqual(40);
        expect(JSON.parse(sent?.notes ?? '{}')).toEqual({
          userId: stored?.ownerId,
          plan: planName,
        });
      } finally {
        db.close();
      }
    });

    it('sends Razorpay the amount in paise, a short receipt and the notes', async () => {
      const fake = await startFakeRazorpay('rzp_test_real', 'real-secret');
      try {
        const app = createApp({
          ...sandbox.server.deps,
          payments: {
            ...sandbox.server.deps.payments,
            gateway: createRazorpayPaymentGateway({
              keyId: 'rzp_test_real',
              keySecret: 'real-secret',
              apiBaseUrl: fake.url,
            }),
          },
        });
        const token = await newUser();
        const res = await request(app)
          .post(`${API_PREFIX}${API_PATHS.createOrder}`)
          .set(bearer(token))
          .send({ planName: 'pro' })
          .expect(200);

        expect(res.body).toMatchObject({ amount: 2450, currency: 'INR', keyId: 'rzp_test_real' });
        const sent = fake.orders.get((res.body as { orderId: string }).orderId);
        expect(sent?.amount).toBe(245_000);
        expect(sent?.receipt.length).toBeLessThanOrEqual(40);
        expect(sent?.notes).toMatchObject({ plan: 'pro', userId: expect.stringMatching(/^user_/) });
      } finally {
        await fake.close();
      }
    });

    it('refuses an unknown plan and a missing one with 400', async () => {
      const token = await newUser();
      for (const body of [{ planName: 'enterprise' }, { planName: 'Pro' }, {}]) {
        const res = await request(sandbox.server.url)
          .post(sandbox.server.api(API_PATHS.createOrder))
          .set(bearer(token))
          .send(body)
          .expect(400);
        expect(errorBodySchema.parse(res.body).code).toBe('invalid_input');
      }
      expect(await sandbox.server.deps.payments.store.listByOwner('nobody')).toEqual([]);
    });

    it('refuses an order past the cap of open ones with 429 and a message', async () => {
      const token = await newUser();
      for (let count = 0; count < OPEN_ORDERS_PER_USER; count += 1) {
        await createOrder(sandbox.server, token, 'standard');
      }
      const res = await request(sandbox.server.url)
        .post(sandbox.server.api(API_PATHS.createOrder))
        .set(bearer(token))
        .send({ planName: 'standard' })
        .expect(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(errorBodySchema.parse(res.body)).toEqual({
        message: PAYMENT_MESSAGES.tooManyOpenOrders(OPEN_ORDERS_PER_USER),
        code: 'rate_limited',
      });
    });

    it('refuses a caller without a session with 401', async () => {
      const res = await request(sandbox.server.url)
        .post(sandbox.server.api(API_PATHS.createOrder))
        .send({ planName: 'standard' })
        .expect(401);
      expect(errorBodySchema.parse(res.body).code).toBe('unauthenticated');
    });
  });

  describe('POST /payment/verify', () => {
    it("credits exactly the plan's tokens and marks the payment paid with a receipt number", async () => {
      const token = await newUser();
      const { order, checkout } = await paidCheckout(sandbox.server, token, 'premium');

      const res = await verify(token, checkout).expect(200);
      expect(verifyPaymentResponseSchema.parse(res.body)).toEqual({
        success: true,
        tokensAdded: 25,
        tokenBalance: 28,
      });
      expect(await balanceOf(sandbox.server, token)).toBe(28);
      expect(await sandbox.server.deps.payments.store.get(order.orderId)).toMatchObject({
        status: 'paid',
        razorpayPaymentId: checkout.razorpay_payment_id,
        receiptNumber: expect.stringMatching(/^TF-\d{4}-\d{6}$/),
        paidAt: expect.any(String),
      });
      expect((await ledgerOf(token)).filter((entry) => entry.reason === 'purchase')).toMatchObject([
        { key: `pay:${checkout.razorpay_payment_id}`, delta: 25, ref: order.orderId },
      ]);
    });

    it('answers { success: false } with 400 for a tampered signature and credits nothing', async () => {
      const token = await newUser();
      const { order, checkout } = await paidCheckout(sandbox.server, token);
      const signature = checkout.razorpay_signature ?? '';
      const tampered = [
        `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
        signature.slice(0, -2),
        checkoutSignatureFor(order.orderId, checkout.razorpay_payment_id ?? '', 'other-secret'),
      ];
      for (const razorpay_signature of tampered) {
        const res = await verify(token, { ...checkout, razorpay_signature }).expect(400);
        expect(res.body).toEqual({ success: false });
      }
      // A real payment id signed for another order does not verify against this one.
      const other = await paidCheckout(sandbox.server, token);
      await verify(token, {
        ...checkout,
        razorpay_payment_id: other.checkout.razorpay_payment_id,
      }).expect(400);

      expect(await balanceOf(sandbox.server, token)).toBe(3);
      expect((await sandbox.server.deps.payments.store.get(order.orderId))?.status).toBe('created');
    });

    it("refuses another user's order with 404 and credits no one", async () => {
      const ann = await newUser();
      const bob = await newUser();
      const { order, checkout } = await paidCheckout(sandbox.server, ann);

      const res = await verify(bob, checkout).expect(404);
      expect(errorBodySchema.parse(res.body)).toEqual({
        message: 'Order not found',
        code: 'not_found',
      });
      expect(await balanceOf(sandbox.server, bob)).toBe(3);
      expect(await balanceOf(sandbox.server, ann)).toBe(3);
      expect((await sandbox.server.deps.payments.store.get(order.orderId))?.status).toBe('created');
    });

    it('refuses an unknown order with 404 and a malformed body with 400', async () => {
      const token = await newUser();
      await verify(token, {
        razorpay_order_id: 'order_AAAAAAAAAAAAAA',
        razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
        razorpay_signature: checkoutSignatureFor('order_AAAAAAAAAAAAAA', 'pay_AAAAAAAAAAAAAA'),
      }).expect(404);
      await verify(token, { razorpay_order_id: 'order_AAAAAAAAAAAAAA' }).expect(400);
      expect(await balanceOf(sandbox.server, token)).toBe(3);
    });

    it('credits once when the same payment is verified 20 times in parallel', async () => {
      const token = await newUser();
      const { checkout } = await paidCheckout(sandbox.server, token, 'pro');

      const responses = await Promise.all(
        Array.from({ length: 20 }, () => verify(token, checkout)),
      );

      expect(responses.map((res) => res.status)).toEqual(Array(20).fill(200));
      for (const res of responses) {
        expect(res.body).toEqual({ success: true, tokensAdded: 50, tokenBalance: 53 });
      }
      expect(await balanceOf(sandbox.server, token)).toBe(53);
      expect((await ledgerOf(token)).filter((entry) => entry.reason === 'purchase')).toHaveLength(
        1,
      );
    });

    it('refuses without a session', async () => {
      await request(sandbox.server.url)
        .post(sandbox.server.api(API_PATHS.verifyPayment))
        .send({})
        .expect(401);
    });
  });

  describe('GET /payment/', () => {
    it("lists only the caller's payments, newest first, in the contract shape", async () => {
      const ann = await newUser();
      const bob = await newUser();
      const first = await paidCheckout(sandbox.server, ann, 'standard');
      await verify(ann, first.checkout).expect(200);
      const second = await createOrder(sandbox.server, ann, 'pro');
      const bobs = await createOrder(sandbox.server, bob, 'premium');

      const res = await request(sandbox.server.url)
        .get(sandbox.server.api(API_PATHS.payments))
        .set(bearer(ann))
        .expect(200);
      const { payments } = paymentListResponseSchema.parse(res.body);
      expect(payments.map((payment) => payment._id)).toEqual([second.orderId, first.order.orderId]);
      expect(payments[1]).toMatchObject({
        status: 'paid',
        plan: 'standard',
        amount: 800,
        currency: 'INR',
        tokens: 10,
        razorpayId: first.checkout.razorpay_payment_id,
        receiptNumber: expect.stringMatching(/^TF-/),
      });
      expect(payments[0]).toMatchObject({
        status: 'created',
        receiptNumber: null,
        razorpayId: null,
      });

      const bobsList = await request(sandbox.server.url)
        .get(sandbox.server.api(API_PATHS.payments))
        .set(bearer(bob))
        .expect(200);
      expect(paymentListResponseSchema.parse(bobsList.body).payments.map((p) => p._id)).toEqual([
        bobs.orderId,
      ]);
      await request(sandbox.server.url).get(sandbox.server.api(API_PATHS.payments)).expect(401);
    });
  });

  describe('GET /payment/{id}', () => {
    const receipt = (token: string, id: string) => receiptOf(sandbox.server, token, id);

    it('sends the PDF receipt of a paid payment, with the rupee sign in an embedded font', async () => {
      const token = await newUser();
      const { order, checkout } = await paidCheckout(sandbox.server, token, 'premium');
      await verify(token, checkout).expect(200);
      const stored = await sandbox.server.deps.payments.store.get(order.orderId);

      const res = await receipt(token, order.orderId).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="receipt_${order.orderId}.pdf"`,
      );
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const { lines, fonts } = readPdf(pdf);
      expect(lines[0]).toBe('ThumbForge');
      expect(lines).toEqual(
        expect.arrayContaining([
          stored?.receiptNumber,
          'Premium',
          '25',
          '₹1,400.00 INR',
          checkout.razorpay_payment_id,
          order.orderId,
        ]),
      );
      expect(lines.join('\n')).toContain('billing@example.com');

      const rupeeFonts = fonts.filter((font) => [...font.toUnicode.values()].includes('₹'));
      expect(rupeeFonts.length).toBeGreaterThan(0);
      for (const font of rupeeFonts) {
        const code = [...font.toUnicode].find(([, text]) => text === '₹')?.[0] ?? 0;
        expect(code).toBeGreaterThan(0);
        expect(font.fontFile).not.toBeNull();
        expect(glyphHasOutline(font.fontFile ?? Buffer.alloc(0), code)).toBe(true);
      }
    });

    it("answers 404 JSON for an unpaid or expired payment, another user's and a malformed id", async () => {
      const ann = await newUser();
      const bob = await newUser();
      const unpaid = await createOrder(sandbox.server, ann, 'standard');
      const expired = await createOrder(sandbox.server, ann, 'premium');
      // As the reconciler leaves it 48 hours on (this suite's other open orders expire too).
      await sandbox.server.deps.payments.store.expireCreatedBefore(
        new Date(Date.now() + 60_000),
        1000,
      );
      // Listed with its status in the contract's shape.
      const list = await request(sandbox.server.url)
        .get(sandbox.server.api(API_PATHS.payments))
        .set(bearer(ann))
        .expect(200);
      expect(
        paymentListResponseSchema.parse(list.body).payments.find((p) => p._id === expired.orderId),
      ).toMatchObject({ status: 'expired' });
      const { order, checkout } = await paidCheckout(sandbox.server, ann);
      await verify(ann, checkout).expect(200);

      for (const [token, id] of [
        [ann, unpaid.orderId],
        [ann, expired.orderId],
        [bob, order.orderId],
        [ann, 'order_AAAAAAAAAAAAAA'],
        [ann, 'not-an-order'],
      ] as const) {
        const res = await request(sandbox.server.url)
          .get(sandbox.server.api(API_PATHS.receipt(id)))
          .set(bearer(token))
          .expect(404)
          .expect('Content-Type', /json/);
        expect(errorBodySchema.parse(res.body)).toEqual({
          message: 'Receipt not found',
          code: 'not_found',
        });
      }
    });
  });
});
